import { Printer } from 'lucide-react';
import { marketingStyles } from '../ui/marketing-styles';

/** The browser's print dialog saves the page as a PDF; the print styles make it a document. */
export function PrintButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`${marketingStyles.primaryButton} print:hidden`}
    >
      <Printer aria-hidden="true" className="size-4" />
      Download PDF
      <span className="sr-only"> of the {title} (opens the print dialog)</span>
    </button>
  );
}
