import type { PublishedCase } from '~/shared/work/work-content';

/** A case's quote in large type, with who said it; nothing when the case has none. */
export function CaseQuote({ work, className }: { work: PublishedCase; className: string }) {
  const { text, name, role } = work.quote;
  if (!text) return null;
  return (
    <div className={`page-frame case-quote ${className}`}>
      <figure>
        <blockquote className="pull-quote">“{text}”</blockquote>
        {name && (
          <figcaption className="quote-by">
            <b>{name}</b>
            {role && `, ${role}`}
          </figcaption>
        )}
      </figure>
    </div>
  );
}
