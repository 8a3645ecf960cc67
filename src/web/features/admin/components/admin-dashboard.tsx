import { Images } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAdminAccessQuery } from '../api/admin-access-api';
import { AnalyticsSection } from './analytics/analytics-section';
import { LeadManagement } from './lead-management';
import { OrderManagement } from './orders/order-management';
import { SiteSettingsSection } from './site-settings/site-settings-section';
import { TemplateManagement } from './template-management';
import { UserManagement } from './user-management';

interface AdminDashboardProps {
  currentUserId: string | undefined;
}

/**
 * The route only requires sign-in; whether the caller is an admin is decided here, by the
 * server (spec section 6). Non-admins are told "Access denied" and sent home; any other
 * failure says "An error occurred" and does the same.
 */
export function AdminDashboard({ currentUserId }: AdminDashboardProps) {
  const accessQuery = useAdminAccessQuery();
  const navigate = useNavigate();

  useEffect(() => {
    if (!accessQuery.isError) return;
    const isDenied = accessQuery.error instanceof ApiError && accessQuery.error.status === 403;
    toast.error(isDenied ? messages.admin.accessDenied : messages.admin.errorOccurred);
    void navigate('/', { replace: true });
  }, [accessQuery.isError, accessQuery.error, navigate]);

  if (!accessQuery.isSuccess) {
    return <Spinner label="Checking access" className="py-24" />;
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="mb-2">
        <p className="text-sm font-semibold tracking-widest text-signal-400 uppercase">Admin</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-3 text-ink-300">Manage users, leads, and system settings</p>
        <nav aria-label="Admin sections" className="mt-4 flex flex-wrap gap-2">
          <Link to="/admin/media" className={buttonStyles.secondary}>
            <Images aria-hidden="true" className="size-4" />
            Media library
          </Link>
        </nav>
      </header>
      <AnalyticsSection />
      <LeadManagement />
      <OrderManagement />
      <UserManagement currentUserId={currentUserId} />
      <TemplateManagement />
      <SiteSettingsSection />
    </div>
  );
}
