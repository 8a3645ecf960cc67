import { Images, Mail, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { AdminAccessGate } from './admin-access-gate';
import { AnalyticsSection } from './analytics/analytics-section';
import { LeadManagement } from './lead-management';
import { OrderManagement } from './orders/order-management';
import { SiteSettingsSection } from './site-settings/site-settings-section';
import { TemplateManagement } from './template-management';
import { UserManagement } from './user-management';

interface AdminDashboardProps {
  currentUserId: string | undefined;
}

/** The admin's one page of sections; the server decides who may see it (AdminAccessGate). */
export function AdminDashboard({ currentUserId }: AdminDashboardProps) {
  return (
    <AdminAccessGate>
      <div className="flex flex-col gap-6">
        <header className="mb-2 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-widest text-signal-400 uppercase">Admin</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>
            <p className="mt-3 text-ink-300">Manage users, leads, and system settings</p>
          </div>
          <nav aria-label="Admin sections" className="flex flex-wrap gap-2">
            <Link
              to="/admin/media"
              className="inline-flex items-center gap-2 rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold hover:border-signal-400 hover:text-signal-300"
            >
              <Images aria-hidden="true" className="size-4" />
              Media library
            </Link>
            <Link
              to="/admin/outbox"
              className="inline-flex items-center gap-2 rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold hover:border-signal-400 hover:text-signal-300"
            >
              <Mail aria-hidden="true" className="size-4" />
              Outbox
            </Link>
            <Link
              to="/admin/transmission"
              className="inline-flex items-center gap-2 rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold hover:border-signal-400 hover:text-signal-300"
            >
              <Radio aria-hidden="true" className="size-4" />
              The Transmission
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
    </AdminAccessGate>
  );
}
