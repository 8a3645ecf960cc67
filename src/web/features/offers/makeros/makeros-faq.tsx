import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { formatDollars } from '~/shared/offers/money';
import { makerOsCeiling, makerOsDelivery, makerOsFloor } from '~/shared/offers/makeros-facts';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';
import { ComparisonTable } from './comparison-table';

const faqs: { question: string; answer: React.ReactNode }[] = [
  {
    question: 'What makes MakerOS different from a CRM or a website builder?',
    answer: (
      <>
        <p>
          Off-the-shelf tools make your business fit their software. MakerOS is built around the way
          you already work, with your own AI inside, and you own all of it.
        </p>
        <ComparisonTable />
      </>
    ),
  },
  {
    question: 'How much does a custom business OS cost?',
    answer: (
      <p>
        Typically {formatDollars(makerOsFloor)} to {formatDollars(makerOsCeiling)}+, depending on
        complexity, features and how fast you need it. The calculator above gives a first estimate;
        a strategy call turns it into a fixed quote. Pay 50% upfront and 50% on completion, in
        monthly installments, or with startup credits.
      </p>
    ),
  },
  {
    question: 'How long does it take?',
    answer: (
      <p>
        Most builds launch in {makerOsDelivery}. A Superspeed build can be live in 30 days; a
        relaxed timeline of six months or more lowers the price by 10%.
      </p>
    ),
  },
  {
    question: 'Do we own the software?',
    answer: (
      <p>
        Yes. The code, the data and the AI model trained on it are yours. No per-seat fees, no
        lock-in: host it with us or take it anywhere.
      </p>
    ),
  },
  {
    question: 'Can it work with the tools we already use?',
    answer: (
      <p>
        Yes. We connect payments, calendars, accounting, email and most tools with an API, so data
        flows in once and shows up everywhere it is needed.
      </p>
    ),
  },
  {
    question: 'What happens after launch?',
    answer: (
      <p>
        We train your team, stay on for support and keep improving the system with you. Many clients
        add a monthly partnership to ship new features as the business grows.
      </p>
    ),
  },
];

/**
 * Native <details> elements: pre-rendered answers are in the page without JavaScript and
 * keyboard users get the browser's own toggle. One open at a time comes from the shared
 * `name`; the toggle handler does the same for browsers that do not know that attribute.
 */
export function MakerOsFaq() {
  const listRef = useRef<HTMLDivElement>(null);
  const closeOthers = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    listRef.current?.querySelectorAll('details[open]').forEach((details) => {
      if (details !== opened) (details as HTMLDetailsElement).open = false;
    });
  };
  return (
    <section id="faq" aria-labelledby="faq-title" className={`${offerStyles.section} offer-faq`}>
      <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" />
      <div ref={listRef} className="offer-faq-list">
        {faqs.map((faq) => (
          <details
            key={faq.question}
            name="makeros-faq"
            onToggle={closeOthers}
            className="offer-faq-item group"
          >
            <summary className="offer-faq-question">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-400 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="offer-faq-answer">{faq.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
