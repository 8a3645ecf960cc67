/**
 * The soft orange and teal light behind a page's first screen; decoration only. It fades
 * out towards the bottom so the section edge never cuts a glow off in a hard line.
 */
export function HeroGlow() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden [mask-image:linear-gradient(to_bottom,black_55%,transparent)]"
    >
      <div className="absolute -top-48 left-1/2 h-[36rem] w-[52rem] max-w-[160vw] -translate-x-1/2 rounded-full bg-signal-600/20 blur-3xl" />
      <div className="absolute -bottom-32 right-[-10%] h-[24rem] w-[24rem] rounded-full bg-pulse-500/10 blur-3xl" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.035)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.035)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(ellipse_at_center,black_25%,transparent_70%)]" />
    </div>
  );
}
