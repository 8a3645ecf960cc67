import { ArrowLeft, CalendarClock, Check, Clock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSiteLinks } from '~/web/lib/site-links';
import {
  consultationDurationMinutes,
  consultationOptions,
  findConsultationOption,
  type ConsultationColor,
  type ConsultationOption,
} from '~/shared/marketing/consultation-options';
import { ExternalLink } from '~/web/components/ui/external-link';
import { useFocusOnChange } from './use-focus-on-change';

const accents: Record<ConsultationColor, { border: string; text: string; glow: string }> = {
  signal: {
    border: 'hover:border-signal-500/70',
    text: 'text-signal-400',
    glow: 'from-signal-500/20',
  },
  pulse: { border: 'hover:border-pulse-500/70', text: 'text-pulse-400', glow: 'from-pulse-500/20' },
  violet: {
    border: 'hover:border-violet-400/70',
    text: 'text-violet-300',
    glow: 'from-violet-500/20',
  },
};

/** Pick a consultation, read what it includes, book it or go back to the options. */
export function ConsultationChooser() {
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const chosen = chosenId ? findConsultationOption(chosenId) : undefined;
  const detailHeadingRef = useFocusOnChange<HTMLHeadingElement>(chosenId);
  const optionRefs = useRef(new Map<string, HTMLButtonElement>());

  const backToOptions = () => {
    const previous = chosenId;
    setChosenId(undefined);
    // Return focus to the option just left, once the list is back on screen.
    requestAnimationFrame(() => previous && optionRefs.current.get(previous)?.focus());
  };

  if (chosen)
    return (
      <ConsultationDetail option={chosen} headingRef={detailHeadingRef} onBack={backToOptions} />
    );

  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {consultationOptions.map((option) => {
        const accent = accents[option.color];
        return (
          <li key={option.id}>
            <button
              type="button"
              ref={(element) => {
                if (element) optionRefs.current.set(option.id, element);
                else optionRefs.current.delete(option.id);
              }}
              onClick={() => setChosenId(option.id)}
              className={`flex h-full w-full flex-col rounded-3xl border border-ink-800 bg-gradient-to-b ${accent.glow} to-ink-900/60 p-6 text-left transition-colors ${accent.border} sm:p-7`}
            >
              <span
                className={`inline-flex items-center gap-1.5 text-xs font-semibold ${accent.text}`}
              >
                <Clock aria-hidden="true" className="size-3.5" />
                {consultationDurationMinutes} minutes
              </span>
              <span className="mt-4 text-xl font-semibold text-ink-100">{option.name}</span>
              <span className="mt-2 flex-1 text-sm leading-relaxed text-ink-300">
                {option.description}
              </span>
              <span className={`mt-6 text-sm font-semibold ${accent.text}`}>
                See what is included →
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface ConsultationDetailProps {
  option: ConsultationOption;
  headingRef: React.Ref<HTMLHeadingElement>;
  onBack: () => void;
}

function ConsultationDetail({ option, headingRef, onBack }: ConsultationDetailProps) {
  const { booking } = useSiteLinks();
  const accent = accents[option.color];
  return (
    <div
      className={`rounded-3xl border border-ink-700 bg-gradient-to-br ${accent.glow} to-ink-900 p-6 sm:p-10`}
    >
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-ink-300 hover:text-ink-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to options
      </button>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-semibold text-ink-100 focus:outline-none"
          >
            {option.name}
          </h3>
          <p className="mt-3 text-lg leading-relaxed text-ink-300">{option.description}</p>
          <p className="mt-5 text-sm text-ink-300">
            <strong className="text-ink-100">Ideal for:</strong> {option.ideal}
          </p>
          <p className={`mt-2 inline-flex items-center gap-1.5 text-sm ${accent.text}`}>
            <Clock aria-hidden="true" className="size-4" />A {consultationDurationMinutes}-minute
            video call with a senior strategist
          </p>
        </div>
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-[0.18em] text-ink-400">
            Includes
          </h4>
          <ul className="mt-4 space-y-3">
            {option.includes.map((item) => (
              <li key={item} className="flex gap-3 text-ink-100">
                <Check aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${accent.text}`} />
                {item}
              </li>
            ))}
          </ul>
          <ExternalLink
            href={booking.consultation}
            className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-full bg-signal-500 px-6 py-3 font-semibold text-ink-950 hover:bg-signal-400 sm:w-auto"
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Book the {option.name}
          </ExternalLink>
        </div>
      </div>
    </div>
  );
}
