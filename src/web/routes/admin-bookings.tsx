import { AdminBookingsScreen } from '../features/booking/admin-bookings-screen';

export const meta = () => [{ title: 'Bookings | Signal Studio' }];

export default function AdminBookingsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <AdminBookingsScreen />
    </div>
  );
}
