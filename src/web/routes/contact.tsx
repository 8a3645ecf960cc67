import { CalendarClock, Mail, MapPin } from 'lucide-react';
import { mailto } from '~/shared/external-links';
import { useSiteLinks } from '../lib/site-links';
import { ContactForm } from '../features/leads/components/contact-form';
import { pageMeta } from '../lib/page-meta';
import { ExternalLink } from '../components/ui/external-link';

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description:
      'Tell us about your business and what you want to build. We answer every message within one business day.',
    path: '/contact',
  });

export default function ContactPage() {
  const { booking, contacts } = useSiteLinks();
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[2fr_3fr] lg:py-24">
      <section>
        <p className="text-sm font-semibold uppercase tracking-widest text-signal-400">Contact</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Get in touch</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-300">
          Tell us where your business is and where you want it to go. A strategist reads every
          message and answers within one business day.
        </p>
        <ul className="mt-10 space-y-6 text-ink-300">
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
            <a href={mailto(contacts.general)} className="hover:text-ink-100">
              {contacts.general}
            </a>
          </li>
          <li className="flex gap-3">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
            <ExternalLink href={booking.discoveryCall} className="hover:text-ink-100">
              Prefer to talk? Book a free 30-minute discovery call
            </ExternalLink>
          </li>
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
            <span>Des Moines, IA</span>
          </li>
        </ul>
      </section>
      <section className="rounded-2xl border border-ink-800 bg-ink-900/70 p-6 sm:p-8">
        <ContactForm />
      </section>
    </div>
  );
}
