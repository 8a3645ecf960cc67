import { AtSign, CalendarCheck, CreditCard, Globe, Megaphone, Palette } from 'lucide-react';
import { IconCardGrid } from '~/web/components/ui/icon-card-grid';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const deliverables = [
  {
    icon: Palette,
    title: 'Brand basics',
    text: 'Name check, logo, colours and fonts, ready for every channel.',
  },
  {
    icon: Globe,
    title: 'Website',
    text: 'A fast, mobile-first site that says what you do and asks for the sale.',
  },
  {
    icon: AtSign,
    title: 'Domain and email',
    text: 'Your own domain and a professional address connected and tested.',
  },
  {
    icon: CalendarCheck,
    title: 'Booking',
    text: 'Clients pick a time and get reminders without a back-and-forth.',
  },
  { icon: CreditCard, title: 'Payments', text: 'Take cards and send invoices from day one.' },
  {
    icon: Megaphone,
    title: 'Launch kit',
    text: 'Social profiles set up and an announcement ready to post.',
  },
];

const hours = [
  { hour: 'Hour 0', text: 'Kickoff call: your offer, your customers, your style.' },
  { hour: 'Hour 2', text: 'Brand basics designed and approved.' },
  { hour: 'Hour 8', text: 'Website written and built.' },
  { hour: 'Hour 16', text: 'Booking, payments, domain and email connected.' },
  { hour: 'Hour 22', text: 'Your review, our polish.' },
  { hour: 'Hour 24', text: 'Launch: the keys are yours.' },
];

export function LaunchIncludes() {
  return (
    <section aria-labelledby="includes-title" className={offerStyles.section}>
      <SectionHeading
        id="includes-title"
        eyebrow="What you get"
        title="Everything a new business needs to start selling."
      />
      <IconCardGrid items={deliverables} />
      <h3 className="mt-20 text-2xl font-semibold tracking-tight">How the 24 hours run</h3>
      <ol className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {hours.map((step) => (
          <li
            key={step.hour}
            className="flex gap-4 rounded-2xl border border-ink-800 bg-ink-900/50 p-5"
          >
            <span className="w-16 shrink-0 font-mono text-sm font-semibold text-signal-300">
              {step.hour}
            </span>
            <span className="text-sm leading-relaxed text-ink-300">{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
