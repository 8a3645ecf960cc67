import { marketingStyles } from '../ui/marketing-styles';

const principles = [
  {
    title: 'Clarity before code',
    text: 'We never build on a message that does not land yet. Every project starts by naming the signal.',
  },
  {
    title: 'Systems over heroics',
    text: 'If a task repeats, it belongs in a system. Your time goes to the work only you can do.',
  },
  {
    title: 'Your voice, amplified',
    text: 'Technology should sound like you, not like everyone else using the same tools.',
  },
];

export default function PhilosophySection() {
  return (
    <section id="philosophy" aria-labelledby="philosophy-title" className={marketingStyles.section}>
      {/* Heading and belief on the left, the three principles beside them: the list had
          sat under the heading, with the right column empty beside it. */}
      <div className="grid gap-5 sm:gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div data-reveal="" className={marketingStyles.reveal}>
          <p className={marketingStyles.eyebrow}>Philosophy</p>
          <h2 id="philosophy-title" className={marketingStyles.heading}>
            Signal over noise. <span className="text-ink-400">Always.</span>
          </h2>
          <p className={`${marketingStyles.lead} max-md:hidden`}>
            The market is louder than ever. We believe the businesses that win are not the loudest;
            they are the clearest, and they build systems that keep that clarity intact as they
            grow.
          </p>
        </div>
        <ol className="space-y-2 md:space-y-4">
          {principles.map((principle, index) => (
            <li
              key={principle.title}
              data-reveal=""
              className={`flex items-baseline gap-5 rounded-3xl border border-ink-800 bg-ink-900/60 px-5 py-3 md:items-start md:p-6 ${marketingStyles.reveal}`}
            >
              <span className="w-8 shrink-0 text-xl font-semibold tracking-tight tabular-nums text-signal-400/80 md:w-11 md:text-3xl">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink-100">{principle.title}</h3>
                <p className="mt-1.5 leading-relaxed text-ink-300 max-md:hidden">
                  {principle.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
