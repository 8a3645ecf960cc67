import { ArrowLeft, Clock } from 'lucide-react';
import { Link } from 'react-router';
import {
  sectionAnchor,
  type ResourceDocument,
} from '~/shared/marketing/resources/resource-document';
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
    <div className="resource-page">
      <article>
        <Link to="/#resources" className="back-link print:hidden">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All Signal Resources
        </Link>
        <header className="mt-8 print:mt-0">
          <p className={`${marketingStyles.eyebrow} print:text-black`}>{document.eyebrow}</p>
          <h1 className="resource-title">{document.title}</h1>
          <p className={`${marketingStyles.lead} print:max-w-none print:text-black`}>
            {document.summary}
          </p>
          <p className="resource-duration">
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
      {/* After the document, so the keyboard reaches the reading first; shown beside it
          from 1024 px, where the gutter was empty, and never on paper. */}
      <nav aria-label="Contents" className="resource-contents">
        <div>
          <p>Contents</p>
          <ol>
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${sectionAnchor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
    </div>
  );
}
