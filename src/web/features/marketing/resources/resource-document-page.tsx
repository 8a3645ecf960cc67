import { ArrowLeft, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { ResourceDocument } from '~/shared/marketing/resources/resource-document';
import { marketingStyles } from '../ui/marketing-styles';
import { PrintButton } from './print-button';
import { ResourceSectionView } from './resource-section';

/** A guide, case study or worksheet: readable on screen, a clean black-on-white print. */
export function ResourceDocumentPage({
  document,
  children,
}: {
  document: ResourceDocument;
  /** What follows the document, such as the "E-mail me a copy" form. */
  children?: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-5 pt-12 pb-20 sm:px-8 sm:pt-20 print:max-w-none print:p-0">
      <Link
        to="/#resources"
        className="inline-flex items-center gap-2 text-sm font-medium text-ink-300 hover:text-ink-100 print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All Signal Resources
      </Link>
      <header className="mt-8 print:mt-0">
        <p className={`${marketingStyles.eyebrow} print:text-black`}>{document.eyebrow}</p>
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance text-ink-100 sm:text-5xl print:text-3xl print:text-black">
          {document.title}
        </h1>
        <p className={`${marketingStyles.lead} print:max-w-none print:text-black`}>
          {document.summary}
        </p>
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink-400 print:text-black">
          <Clock aria-hidden="true" className="size-4" />
          {document.duration} · Signal Studio
        </p>
        <div className="mt-8 flex flex-wrap gap-3 print:hidden">
          <PrintButton title={document.eyebrow} />
        </div>
      </header>
      {document.sections.map((section) => (
        <ResourceSectionView key={section.heading} section={section} />
      ))}
      {children && <div className="mt-16 print:hidden">{children}</div>}
    </article>
  );
}
