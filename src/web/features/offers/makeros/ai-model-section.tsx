import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const capabilities = [
  {
    title: 'Trained on your data',
    text: 'Your documents, history and processes become what the model knows.',
  },
  {
    title: 'Speaks in your voice',
    text: 'Replies, summaries and drafts that sound like your brand.',
  },
  {
    title: 'Automates decisions',
    text: 'Routes requests, flags risks and fills in the routine calls.',
  },
  {
    title: 'Forecasts and insights',
    text: 'Spots trends in your numbers before they reach a report.',
  },
  {
    title: 'Private by design',
    text: 'Your data stays yours, never used to train anyone else’s model.',
  },
  {
    title: 'Learns as you grow',
    text: 'Gets sharper with every project, client and correction.',
  },
];

/** Generic AI against the studio's model, one row per difference. */
const comparison = [
  ['Knows the internet, not your business', 'Knows your clients, offers and processes'],
  ['Sounds like everyone else', 'Writes in your brand voice'],
  ['Your data leaves your control', 'Data stays private and yours'],
  ['Lives in a separate chat window', 'Built into the app where work happens'],
] as const;

/**
 * The six capabilities as a ruled list in large type, and the comparison as a two-column
 * table: no icon cards, and a third of the height they took on a phone (issue 33).
 */
export function AiModelSection() {
  return (
    <section aria-labelledby="ai-model-title" className={offerStyles.section}>
      <SectionHeading
        id="ai-model-title"
        eyebrow="Your own AI model"
        title="AI that knows your business, not just the internet."
      />
      {/* Two across on a phone; from 640 px one ruled row each, the title in large type. */}
      <ul className="mt-8 grid grid-cols-2 gap-x-5 border-b border-ink-800 sm:mt-12 sm:grid-cols-1">
        {capabilities.map(({ title, text }) => (
          <li
            key={title}
            className="grid content-start gap-1 border-t border-ink-800 py-3 sm:grid-cols-[2fr_3fr] sm:gap-8 sm:py-6"
          >
            <h3 className="text-base font-semibold tracking-tight text-ink-100 sm:text-3xl">
              {title}
            </h3>
            <p className="text-sm leading-relaxed text-ink-300 max-sm:hidden sm:text-lg">{text}</p>
          </li>
        ))}
      </ul>
      <table className="mt-8 w-full border-collapse overflow-hidden rounded-3xl text-left text-sm sm:mt-12 sm:text-base">
        <thead>
          <tr>
            <th scope="col" className="w-1/2 bg-ink-900/70 p-3 font-semibold text-ink-300 sm:p-6">
              Generic AI
            </th>
            <th
              scope="col"
              className="w-1/2 bg-signal-600/20 p-3 font-semibold text-ink-100 sm:p-6"
            >
              Your custom model
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.map(([generic, custom]) => (
            <tr key={generic} className="align-top">
              <td className="border-t border-ink-800 bg-ink-900/40 p-3 text-ink-400 sm:px-6">
                {generic}
              </td>
              <td className="border-t border-signal-500/20 bg-signal-600/10 p-3 text-ink-100 sm:px-6">
                {custom}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
