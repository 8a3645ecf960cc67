import { signalTiers } from '~/shared/marketing/signal-strength';

const tierAccents = ['text-ink-300', 'text-signal-300', 'text-signal-400', 'text-pulse-400'];

/** The four tiers explained, with the ranges as the page has always labelled them. */
export function SignalTiers() {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {signalTiers.map((tier, index) => (
        <li
          key={tier.name}
          className="flex flex-col rounded-3xl border border-ink-800 bg-ink-900/70 p-6"
        >
          <p className={`font-mono text-sm font-semibold ${tierAccents[index]}`}>
            {tier.rangeLabel}
          </p>
          <h3 className="mt-3 text-xl font-semibold text-ink-100">{tier.name}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-300">{tier.summary}</p>
          <p className="mt-5 border-t border-ink-800 pt-4 text-sm text-ink-300">
            {/* The step's name on its own line: beside the label it broke mid-name. */}
            Next step: <strong className="block text-ink-100">{tier.recommendedStep.name}</strong>
          </p>
        </li>
      ))}
    </ol>
  );
}
