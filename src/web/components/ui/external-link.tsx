import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to another site (booking calendar, social profile) opened in a new tab, without
 * handing that tab a reference back to ours, and announced as such to screen readers.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
