import { Bot, LayoutDashboard, Plug, UserCog, Users, Workflow } from 'lucide-react';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const features = [
  {
    icon: LayoutDashboard,
    title: 'Live dashboards',
    text: 'Revenue, pipeline and delivery on one screen, updated as work happens.',
  },
  {
    icon: Users,
    title: 'Client portal',
    text: 'Clients see progress, share files and pay invoices without an email thread.',
  },
  {
    icon: Workflow,
    title: 'Workflow automation',
    text: 'Hand-offs, reminders and approvals that move on their own.',
  },
  {
    icon: UserCog,
    title: 'Roles and permissions',
    text: 'Everyone sees exactly what their job needs, nothing more.',
  },
  {
    icon: Plug,
    title: 'Integrations',
    text: 'Payments, calendars, accounting and the tools you already pay for, connected.',
  },
  {
    icon: Bot,
    title: 'AI built in',
    text: 'An assistant that knows your data drafts, summarises and answers inside the app.',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className={offerStyles.section}>
      <SectionHeading
        id="features-title"
        eyebrow="What we build"
        title="Everything your business runs on, in one place."
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className={offerStyles.card}>
            <span className="grid size-11 place-items-center rounded-2xl bg-signal-500/15">
              <Icon aria-hidden="true" className="size-5 text-signal-300" />
            </span>
            <h3 className={`mt-5 ${offerStyles.cardTitle}`}>{title}</h3>
            <p className={offerStyles.cardText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
