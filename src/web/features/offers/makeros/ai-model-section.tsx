import {
  BrainCircuit,
  Check,
  LineChart,
  Lock,
  MessageSquareQuote,
  RefreshCcw,
  Workflow,
  X,
} from 'lucide-react';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const capabilities = [
  {
    icon: BrainCircuit,
    title: 'Trained on your data',
    text: 'Your documents, history and processes become what the model knows.',
  },
  {
    icon: MessageSquareQuote,
    title: 'Speaks in your voice',
    text: 'Replies, summaries and drafts that sound like your brand.',
  },
  {
    icon: Workflow,
    title: 'Automates decisions',
    text: 'Routes requests, flags risks and fills in the routine calls.',
  },
  {
    icon: LineChart,
    title: 'Forecasts and insights',
    text: 'Spots trends in your numbers before they reach a report.',
  },
  {
    icon: Lock,
    title: 'Private by design',
    text: 'Your data stays yours, never used to train anyone else’s model.',
  },
  {
    icon: RefreshCcw,
    title: 'Learns as you grow',
    text: 'Gets sharper with every project, client and correction.',
  },
];

const comparison = {
  generic: [
    'Knows the internet, not your business',
    'Sounds like everyone else',
    'Your data leaves your control',
    'Lives in a separate chat window',
  ],
  custom: [
    'Knows your clients, offers and processes',
    'Writes in your brand voice',
    'Data stays private and yours',
    'Built into the app where work happens',
  ],
};

export function AiModelSection() {
  return (
    <section aria-labelledby="ai-model-title" className={offerStyles.section}>
      <SectionHeading
        id="ai-model-title"
        eyebrow="Your own AI model"
        title="AI that knows your business, not just the internet."
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {capabilities.map(({ icon: Icon, title, text }) => (
          <li key={title} className={offerStyles.card}>
            <Icon aria-hidden="true" className="size-6 text-pulse-400" />
            <h3 className={`mt-4 ${offerStyles.cardTitle}`}>{title}</h3>
            <p className={offerStyles.cardText}>{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 grid gap-4 md:grid-cols-2">
        <div className="rounded-3xl border border-ink-800 bg-ink-950/60 p-6 sm:p-8">
          <h3 className="text-lg font-semibold text-ink-300">Generic AI</h3>
          <ul className="mt-5 space-y-3">
            {comparison.generic.map((item) => (
              <li key={item} className="flex gap-3 text-ink-300">
                <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-signal-500/50 bg-gradient-to-br from-signal-600/15 to-ink-900 p-6 sm:p-8">
          <h3 className="text-lg font-semibold text-ink-100">Your custom model</h3>
          <ul className="mt-5 space-y-3">
            {comparison.custom.map((item) => (
              <li key={item} className="flex gap-3 text-ink-100">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
