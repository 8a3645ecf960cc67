import { CalendarDays, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { toast } from '~/web/lib/toast';
import { AdminSection } from '~/web/components/layout/admin-section';
import { AdminBookingRow } from './admin-booking-row';
import { AdminBookingsWeek } from './admin-bookings-week';
import { BookingKindsEditor } from './booking-kinds-editor';
import { DaysOffEditor } from './days-off-editor';
import { AvailabilityForm } from './availability-form';
import {
  useAdminBookings,
  useDownloadBookingsCsv,
  useFeedUrl,
  type BookingWhen,
} from '../api/admin-bookings';

/**
 * The studio's calls: upcoming and past, the CSV export and the private calendar feed.
 * The route puts it behind the admin gate and under the admin menu (features/admin).
 */
export function AdminBookingsScreen() {
  return (
    <>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Bookings</h1>
        <p className="mt-3 text-ink-300">Calls booked on the site, in the studio's own time.</p>
      </header>
      <Bookings />
      <section
        aria-labelledby="availability-heading"
        className="mt-8 rounded-2xl border border-ink-800 p-5"
      >
        <h2 id="availability-heading" className="mb-4 text-lg font-semibold">
          Availability
        </h2>
        <AvailabilityForm />
      </section>
      <DaysOffEditor />
      <BookingKindsEditor />
      <FeedUrl />
    </>
  );
}

type BookingsView = 'list' | 'week';

function Bookings() {
  const [view, setView] = useState<BookingsView>('list');
  const [when, setWhen] = useState<BookingWhen>('upcoming');
  const isWeek = view === 'week';
  return (
    <AdminSection
      id="bookings"
      icon={<CalendarDays aria-hidden="true" className="size-5 text-signal-400" />}
      title={isWeek ? 'Week' : when === 'upcoming' ? 'Upcoming calls' : 'Past calls'}
      description={
        isWeek
          ? 'Monday to Sunday in the studio’s time.'
          : 'Soonest first; past calls latest first.'
      }
      actions={
        <div role="group" aria-label="Show bookings as" className="flex gap-1">
          {(['list', 'week'] as const).map((value) => (
            <Button
              key={value}
              variant={view === value ? 'primary' : 'ghost'}
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {value === 'list' ? 'List' : 'Week'}
            </Button>
          ))}
        </div>
      }
    >
      {isWeek ? <AdminBookingsWeek /> : <BookingsList when={when} onWhen={setWhen} />}
    </AdminSection>
  );
}

function BookingsList({
  when,
  onWhen,
}: {
  when: BookingWhen;
  onWhen: (when: BookingWhen) => void;
}) {
  const query = useAdminBookings(when);
  const download = useDownloadBookingsCsv();
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        {(['upcoming', 'past'] as const).map((value) => (
          <Button
            key={value}
            variant={when === value ? 'primary' : 'secondary'}
            aria-pressed={when === value}
            onClick={() => onWhen(value)}
          >
            {value === 'upcoming' ? 'Upcoming' : 'Past'}
          </Button>
        ))}
        <Button
          variant="ghost"
          onClick={() => void download(when).catch(() => toast.error('The export failed.'))}
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </Button>
      </div>
      {query.isPending && <Spinner label="Loading bookings..." />}
      {query.isError && (
        <p role="alert" className="text-red-200">
          Could not load the bookings: {query.error.message}
        </p>
      )}
      {query.data && query.data.bookings.length === 0 && (
        <p className="text-ink-300">No {when} calls.</p>
      )}
      {query.data && query.data.bookings.length > 0 && (
        <ul className="flex flex-col gap-3">
          {query.data.bookings.map((booking) => (
            <AdminBookingRow
              key={booking.id}
              booking={booking}
              canCancel={when === 'upcoming'}
              studioTimeZone={query.data.studioTimeZone}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function FeedUrl() {
  const feed = useFeedUrl();
  return (
    <section aria-labelledby="feed-heading" className="mt-8 rounded-2xl border border-ink-800 p-5">
      <h2 id="feed-heading" className="font-semibold">
        Private calendar feed
      </h2>
      <p className="mt-1 text-sm text-ink-300">
        Subscribe to this address from any calendar app. Keep it private: anyone with it sees the
        calls.
      </p>
      {feed.data ? (
        <input
          readOnly
          value={feed.data.url}
          aria-label="Calendar feed address"
          onFocus={(event) => event.currentTarget.select()}
          className="mt-3 w-full rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm text-ink-100"
        />
      ) : (
        <p className="mt-3 text-sm text-ink-400">
          {feed.isError ? 'Could not load the address.' : 'Loading...'}
        </p>
      )}
    </section>
  );
}
