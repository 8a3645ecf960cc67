import { ChevronDown } from 'lucide-react';
import { productFaq } from '~/shared/marketing/product-faq';

/**
 * The FAQ as native disclosure elements sharing one `name`: the browser opens one answer
 * at a time, works with the keyboard and without JavaScript, and costs no code.
 */
export function ProductFaqList() {
  return (
    <div className="divide-y divide-ink-800 rounded-3xl border border-ink-800 bg-ink-900/60">
      {productFaq.map((entry) => (
        <details key={entry.question} name="product-faq" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-ink-100 hover:text-signal-300 sm:px-8 [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-400 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="max-h-[1000px] overflow-hidden px-6 pb-6 leading-relaxed text-ink-300 sm:px-8">
            {entry.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
