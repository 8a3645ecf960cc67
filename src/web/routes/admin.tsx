import { AdminDashboard } from '../features/admin/components/admin-dashboard';
import { useSignedInUserId } from '../lib/use-access-token';

export const meta = () => [{ title: 'Admin Dashboard | Signal Studio' }];

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <AdminDashboard currentUserId={useSignedInUserId()} />
    </div>
  );
}
