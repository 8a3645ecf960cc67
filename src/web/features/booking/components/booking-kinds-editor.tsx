import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminBookingKind } from '~/shared/booking/booking-types';
import { formatCurrency } from '~/shared/catalogue';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { toast } from '~/web/lib/toast';
import { BookingKindForm, emptyKind } from './booking-kind-form';
import { useBookingKinds, useCatalogueChoices } from '../api/booking-setup';

type Editing = { id: string | null; kind: AdminBookingKind | null } | null;

/**
 * The kinds of call: each one's page (/book/<address>), length, price and whether it is
 * offered. A kind is retired (inactive), never deleted, since past bookings name it.
 */
export function BookingKindsEditor() {
  const query = useBookingKinds();
  const catalogue = useCatalogueChoices();
  const [editing, setEditing] = useState<Editing>(null);
  const priceOf = (kind: AdminBookingKind) => {
    if (!kind.catalogueKey) return 'Free';
    const item = catalogue.data?.find((entry) => entry.key === kind.catalogueKey);
    return item ? formatCurrency(item.amount) : kind.catalogueKey;
  };
  const done = (message: string) => () => {
    setEditing(null);
    toast.success(message);
  };

  return (
    <section aria-labelledby="kinds-heading" className="mt-8 rounded-2xl border border-ink-800 p-5">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="kinds-heading" className="text-lg font-semibold">
            Kinds of call
          </h2>
          <p className="mt-1 text-sm text-ink-300">
            The site’s “Book” buttons lead to the addresses in Site settings → Booking links: a
            kind’s own page (/book/…), the default, or an external calendar.
          </p>
        </div>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing({ id: null, kind: null })}>
            <Plus aria-hidden="true" className="size-4" /> Add a kind of call
          </Button>
        )}
      </div>
      {query.isPending && <Spinner label="Loading kinds of call..." />}
      {query.isError && (
        <p role="alert" className="text-red-200">
          Could not load the kinds of call: {query.error.message}
        </p>
      )}
      {editing && (
        <div className="mb-4 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
          <BookingKindForm
            id={editing.id}
            initial={editing.kind ?? emptyKind}
            onDone={done(editing.id ? 'Kind of call saved.' : 'Kind of call added.')}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      {query.data && (
        <ul aria-label="Kinds of call" className="flex flex-col gap-2">
          {query.data.kinds.map((kind) => (
            <li
              key={kind.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-800 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {kind.name}
                  {!kind.isActive && (
                    <span className="ml-2 rounded-full border border-ink-700 px-2 py-0.5 text-xs text-ink-300">
                      Retired
                    </span>
                  )}
                </p>
                <p className="text-sm break-words text-ink-300">
                  /book/{kind.slug} · {kind.durationMinutes} min · {priceOf(kind)} ·{' '}
                  {kind.locationKind === 'video' ? 'video' : 'in person'} · order {kind.position}
                </p>
              </div>
              <Button
                variant="ghost"
                aria-label={`Edit ${kind.name}`}
                disabled={editing !== null}
                onClick={() => setEditing({ id: kind.id, kind })}
              >
                <Pencil aria-hidden="true" className="size-4" /> Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
