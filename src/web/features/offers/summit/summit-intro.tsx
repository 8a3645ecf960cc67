import { offerStyles } from '../ui/offer-styles';

const introBlocks = [
  {
    title: 'Built for doing',
    text: 'No keynotes you could watch at home: every session is a build block on your own business, experts at your elbow.',
  },
  {
    title: 'Small on purpose',
    text: 'Thirty founders, one room: enough to learn from each other, few enough that nobody is left behind.',
  },
  {
    title: 'Leave with it working',
    text: 'Your AI agent, content system and inbox automations set up before you go home.',
  },
];

export function SummitIntro() {
  return (
    <section aria-labelledby="summit-intro-title" className={offerStyles.section}>
      <h2 id="summit-intro-title" className="sr-only">
        Why the Spark Summit
      </h2>
      <figure className="mx-auto max-w-4xl text-center">
        <blockquote className="text-xl font-medium leading-snug tracking-tight text-balance text-ink-100 sm:text-4xl">
          “You don&apos;t need more AI tools. You need AI that knows your business and sounds like
          you.”
        </blockquote>
        <figcaption className="mt-3 sm:mt-5 text-sm text-ink-400">
          The Signal Studio team
        </figcaption>
      </figure>
      <ol className="mt-5 grid gap-4 sm:mt-16 md:grid-cols-3 md:gap-10">
        {introBlocks.map((block, index) => (
          <li key={block.title} className="border-t border-signal-500/50 pt-3 sm:pt-5">
            <h3 className={`flex items-baseline gap-3 sm:block ${offerStyles.cardTitle}`}>
              <span
                aria-hidden="true"
                className="font-display text-sm font-semibold tabular-nums text-signal-400 sm:block"
              >
                0{index + 1}
              </span>
              <span className="sm:mt-2 sm:block">{block.title}</span>
            </h3>
            <p className={offerStyles.cardText}>{block.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
