import { Tags } from 'lucide-react';
import { useState } from 'react';
import type { CatalogueEntry } from '~/shared/schemas/catalogue';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { useCatalogueQuery } from '~/web/features/admin/api/catalogue-api';
import { AdminSection } from '~/web/components/layout/admin-section';
import { billingOf, dollarsOf } from './catalogue-format';
import { CatalogueHistory } from './catalogue-history';
import { CatalogueItemEditor } from './catalogue-item-editor';

/** Every product, bundle, plan and ticket the site sells, at the price checkout charges. */
export function CatalogueSection() {
  const query = useCatalogueQuery();
  const [editing, setEditing] = useState<string>();
  const items = query.data?.items ?? [];
  return (
    <AdminSection
      id="catalogue"
      icon={<Tags aria-hidden="true" className="size-5 text-signal-400" />}
      title="Catalogue"
      description="Names, prices and sales of everything the site sells. A saved price shows on every page within seconds; orders keep the price they were paid at."
    >
      {query.isPending && <Spinner label="Loading the catalogue" className="py-10" />}
      {query.isError && (
        <p role="alert" className="text-sm text-red-300">
          The catalogue could not be loaded. Reload the page to try again.
        </p>
      )}
      {query.data && (
        <>
          <ul aria-label="Catalogue items" className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.key} className="rounded-xl border border-ink-800 p-4">
                <ItemSummary
                  item={item}
                  isEditing={editing === item.key}
                  onEdit={() => setEditing(editing === item.key ? undefined : item.key)}
                />
                {editing === item.key && (
                  <CatalogueItemEditor item={item} onDone={() => setEditing(undefined)} />
                )}
              </li>
            ))}
          </ul>
          <CatalogueHistory
            entries={query.data.history}
            names={new Map(items.map((item) => [item.key, item.name]))}
          />
        </>
      )}
    </AdminSection>
  );
}

function ItemSummary({
  item,
  isEditing,
  onEdit,
}: {
  item: CatalogueEntry;
  isEditing: boolean;
  onEdit: () => void;
}) {
  const onSale = item.live.amount !== item.amount;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink-100">{item.name}</p>
        <p className="mt-0.5 text-sm text-ink-300">
          <span className="font-semibold text-signal-300">{dollarsOf(item.live.amount)}</span>
          {onSale && (
            <>
              {' '}
              <span className="text-ink-400 line-through">{dollarsOf(item.amount)}</span> on sale
            </>
          )}{' '}
          · {billingOf(item)}
          {item.duration ? ` · ${item.duration}` : ''}
        </p>
        <p className="mt-1 break-all text-xs text-ink-400">
          Live {item.live.provider === 'stripe' ? 'Stripe' : 'local'} price:{' '}
          <code>{item.live.priceId ?? 'made at the next checkout'}</code>
        </p>
      </div>
      <Button variant="secondary" onClick={onEdit} aria-expanded={isEditing}>
        {isEditing ? 'Close' : 'Edit'}
        <span className="sr-only"> {item.name}</span>
      </Button>
    </div>
  );
}
