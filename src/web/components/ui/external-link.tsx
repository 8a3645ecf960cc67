import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to another site (booking calendar, social profile) opened in a new tab, without
 * handing that tab a reference back to ours, and announced as such to screen readers.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  // A setting may point a button at this site (a /book/... page): that stays in the tab.
  if (props.href?.startsWith('/')) return <a {...props}>{children}</a>;
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
