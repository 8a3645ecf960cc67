import { Link } from 'react-router';
import { useSiteSettings } from '~/web/lib/site-settings';
import { LegalText } from './legal-text';

export type LegalDocument = 'privacyPolicy' | 'termsOfService';

/** The documents' names, as a sentence names them ("see also the Privacy Policy"). */
const titles: Record<LegalDocument, string> = {
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
};

/** The pages' headings, in sentence case like every heading of the site. */
const headings: Record<LegalDocument, string> = {
  privacyPolicy: 'Privacy policy',
  termsOfService: 'Terms of service',
};

/**
 * /privacy or /terms: the studio's own text from Site settings, or the default that
 * describes what this software stores. The text arrives with the page's state, so the
 * served HTML and the hydrated page read the same words.
 */
export function LegalPage({
  document,
  defaultText,
}: {
  document: LegalDocument;
  defaultText: string;
}) {
  const saved = useSiteSettings().legal[document];
  const other: LegalDocument = document === 'privacyPolicy' ? 'termsOfService' : 'privacyPolicy';
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-widest text-signal-400">Legal</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {headings[document]}
      </h1>
      <div className="mt-6 text-base sm:text-lg">
        <LegalText text={saved || defaultText} />
      </div>
      <p className="mt-12 border-t border-ink-800 pt-6 text-sm text-ink-400">
        See also the{' '}
        <Link
          to={other === 'privacyPolicy' ? '/privacy' : '/terms'}
          className="text-signal-300 underline underline-offset-4"
        >
          {titles[other]}
        </Link>
        .
      </p>
    </article>
  );
}
