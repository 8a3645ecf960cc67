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
        {/* Three principles as statements in large type between hairlines, not three more
            boxes: the sections around this one are cards. */}
        <ol className="divide-y divide-ink-800 border-y border-ink-800">
          {principles.map((principle, index) => (
            <li
              key={principle.title}
              data-reveal=""
              className={`grid grid-cols-[2.5rem_1fr] py-3 md:grid-cols-[3.5rem_1fr] md:py-6 ${marketingStyles.reveal}`}
            >
              <span className="pt-1 font-mono text-sm text-signal-400 md:pt-2.5">0{index + 1}</span>
              <div>
                <h3 className="text-xl font-semibold tracking-tight text-ink-100 md:text-3xl">
                  {principle.title}
                </h3>
                <p className="mt-2 leading-relaxed text-ink-300 max-md:hidden">{principle.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
