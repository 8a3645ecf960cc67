import { useParams } from 'react-router';
import { AdminDashboard } from '../features/admin/components/admin-dashboard';
import { dashboardSection } from '../features/admin/components/admin-sections';
import { useSignedInUserId } from '../lib/use-access-token';

export const meta = () => [{ title: 'Admin Dashboard | Signal Studio' }];

/** /admin (leads and users) and /admin/{section} (orders, analytics, templates, settings). */
export default function AdminPage() {
  const section = dashboardSection(useParams().section);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <AdminDashboard currentUserId={useSignedInUserId()} section={section} />
    </div>
  );
}
