import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CatalogueKey } from '~/shared/catalogue';
import { buttonStyles } from '~/web/components/ui/button-styles';
import type { CardAction } from '../dashboard-copy';
import { useConfiguredLink } from './use-configured-link';

/** Draws the buy button; the billing feature owns checkout, the route hands it in. */
export type RenderCheckout = (catalogueKey: CatalogueKey, label: string) => ReactNode;

export function CardActionButton({
  action,
  renderCheckout,
  variant = 'secondary',
}: {
  action: CardAction;
  renderCheckout: RenderCheckout;
  variant?: 'primary' | 'secondary';
}) {
  const className = buttonStyles[variant];
  const configured = useConfiguredLink();
  switch (action.kind) {
    case 'checkout':
      return renderCheckout(action.catalogueKey, action.label);
    case 'external':
      return (
        <a
          href={configured(action.href)}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
        >
          {action.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    case 'link':
      return (
        <Link to={action.href} className={className}>
          {action.label}
        </Link>
      );
  }
}
