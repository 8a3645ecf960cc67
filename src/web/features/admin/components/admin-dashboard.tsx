import { Link } from 'react-router';
import { AdminAccessGate } from './admin-access-gate';
import { AdminSectionMenu } from './admin-section-menu';
import type { DashboardSection } from './admin-sections';
import { AnalyticsSection } from './analytics/analytics-section';
import { CatalogueSection } from './catalogue/catalogue-section';
import { LeadManagement } from './lead-management';
import { OrderManagement } from './orders/order-management';
import { SiteSettingsSection } from './site-settings/site-settings-section';
import { TemplateManagement } from './template-management';
import { UserManagement } from './user-management';

interface AdminDashboardProps {
  currentUserId: string | undefined;
  /** The section at this address; undefined when the address names no section. */
  section: DashboardSection | undefined;
}

/** The admin area: the spec's header, the section menu, and the section at this address. */
export function AdminDashboard({ currentUserId, section }: AdminDashboardProps) {
  return (
    <AdminAccessGate>
      <header className="mb-6">
        <p className="text-sm font-semibold tracking-widest text-signal-400 uppercase">Admin</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-3 text-ink-300">Manage users, leads, and system settings</p>
      </header>
      <AdminSectionMenu />
      <div className="flex flex-col gap-6">
        <SectionContent section={section} currentUserId={currentUserId} />
      </div>
    </AdminAccessGate>
  );
}

function SectionContent({ section, currentUserId }: AdminDashboardProps) {
  switch (section) {
    case '':
      return (
        <>
          <LeadManagement />
          <UserManagement currentUserId={currentUserId} />
        </>
      );
    case 'orders':
      return <OrderManagement />;
    case 'analytics':
      return <AnalyticsSection />;
    case 'templates':
      return <TemplateManagement />;
    case 'catalogue':
      return <CatalogueSection />;
    case 'settings':
      return <SiteSettingsSection />;
    default:
      return (
        <p role="alert" className="text-ink-200">
          There is no such admin section. Choose one above, or go back to{' '}
          <Link to="/admin" className="font-semibold text-signal-300 underline">
            Leads &amp; users
          </Link>
          .
        </p>
      );
  }
}
