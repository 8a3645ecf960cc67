import { AdminAccessGate } from '../features/admin/components/admin-access-gate';
import { AdminSectionMenu } from '../features/admin/components/admin-section-menu';
import { AdminBookingsScreen } from '../features/booking/components/admin-bookings-screen';

export const meta = () => [{ title: 'Bookings | Signal Studio' }];

export default function AdminBookingsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <AdminAccessGate>
        <AdminSectionMenu />
        <AdminBookingsScreen />
      </AdminAccessGate>
    </div>
  );
}
