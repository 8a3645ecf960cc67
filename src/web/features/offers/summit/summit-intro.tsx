import { offerStyles } from '../ui/offer-styles';

const introBlocks = [
  {
    title: 'Built for doing',
    text: 'No keynotes you could have watched at home. Every session is a build block: you work on your own business, with experts at your elbow.',
  },
  {
    title: 'Small on purpose',
    text: 'Thirty founders, one room. Enough people to learn from each other, few enough that nobody gets left behind.',
  },
  {
    title: 'Leave with it working',
    text: 'Your AI agent, content system and inbox automations are set up before you go home, not on a to-do list.',
  },
];

export function SummitIntro() {
  return (
    <section aria-labelledby="summit-intro-title" className={offerStyles.section}>
      <h2 id="summit-intro-title" className="sr-only">
        Why the Spark Summit
      </h2>
      <figure className="mx-auto max-w-4xl text-center">
        <blockquote className="text-2xl font-medium leading-snug tracking-tight text-balance text-ink-100 sm:text-4xl">
          “You don&apos;t need more AI tools. You need AI that knows your business and sounds like
          you.”
        </blockquote>
        <figcaption className="mt-5 text-sm text-ink-400">The Signal Studio team</figcaption>
      </figure>
      <ol className="mt-12 grid gap-8 sm:mt-16 md:grid-cols-3 md:gap-10">
        {introBlocks.map((block, index) => (
          <li key={block.title} className="border-t border-signal-500/50 pt-5">
            <span
              aria-hidden="true"
              className="font-display text-sm font-semibold tabular-nums text-signal-400"
            >
              0{index + 1}
            </span>
            <h3 className={`mt-2 ${offerStyles.cardTitle}`}>{block.title}</h3>
            <p className={offerStyles.cardText}>{block.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
