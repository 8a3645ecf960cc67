import type { SiteSettings, SiteSettingsChange } from '../schemas/site-settings.ts';

type Leaf = string | number | boolean;

/** Every setting as "group.field" (or "webinar.sessions.2.title") with its value. */
export function flattenSettings(settings: SiteSettings): Map<string, Leaf> {
  const leaves = new Map<string, Leaf>();
  const walk = (value: unknown, path: string): void => {
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      leaves.set(path, value);
    }
  };
  walk(settings, '');
  return leaves;
}

/** The fields a save changes, old value to new, in the form's order. */
export function settingChanges(before: SiteSettings, after: SiteSettings): SiteSettingsChange[] {
  const old = flattenSettings(before);
  const changes: SiteSettingsChange[] = [];
  for (const [field, to] of flattenSettings(after)) {
    const from = old.get(field) ?? null;
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

const groupLabels: Record<string, string> = {
  summit: 'Spark Summit',
  webinar: 'Webinar series',
  membership: 'Membership',
  banner: 'Banner',
  booking: 'Booking link',
  contacts: 'Contact address',
  social: 'Social link',
  offers: 'Offer end dates',
  legal: 'Legal pages',
};

const fieldLabels: Record<string, string> = {
  'summit.date': 'Summit date',
  'summit.startTime': 'Summit start time',
  'summit.endTime': 'Summit end time',
  'summit.timeZone': 'Summit time zone',
  'summit.venue': 'Summit venue',
  'summit.city': 'Summit city',
  'summit.capacity': 'Summit capacity',
  'summit.earlyBirdDeadline': 'Early-bird deadline',
  'summit.ticketSalesOpen': 'Ticket sales open',
  'webinar.timeZone': 'Webinar time zone',
  'membership.applicationsOpen': 'Membership applications open',
  'membership.cohortLabel': 'Cohort label',
  'banner.visible': 'Show the banner',
  'banner.title': 'Banner title',
  'banner.text': 'Banner text',
  'banner.linkLabel': 'Banner link label',
  'banner.linkUrl': 'Banner link',
  'booking.strategyCall': 'Strategy call booking link',
  'booking.spark': 'SPARK booking link',
  'booking.consultation': 'Consultation booking link',
  'booking.discoveryCall': 'Discovery call booking link',
  'booking.supportCall': 'Support call booking link',
  'contacts.general': 'General e-mail',
  'contacts.summit': 'Summit e-mail',
  'contacts.support': 'Support e-mail',
  'contacts.teamInquiry': 'Team inquiry e-mail',
  'contacts.leadNotices': 'New lead notices to',
  'social.linkedin': 'LinkedIn',
  'social.instagram': 'Instagram',
  'social.youtube': 'YouTube',
  'social.x': 'X',
  'offers.timeZone': 'Offer time zone',
  'offers.brandfuelSaleEnd': '/brandfuel sale end',
  'offers.bizbuiltnowEndMode': '/bizbuiltnow offer end',
  'offers.bizbuiltnowEndDate': '/bizbuiltnow last day',
  'newsletter.frequency': 'Transmission frequency',
  'newsletter.weekday': 'Transmission weekday (weekly)',
  'newsletter.sendTime': 'Transmission send time',
  'newsletter.timeZone': 'Transmission time zone',
  'legal.privacyPolicy': 'Privacy policy text',
  'legal.termsOfService': 'Terms of service text',
};

const sessionFieldLabels: Record<string, string> = {
  date: 'date',
  time: 'time',
  title: 'title',
  meetingUrl: 'meeting link',
  cancelled: 'cancelled',
};

/** "Summit date", "Webinar session 2 title": how the form and the history name a field. */
export function settingLabel(field: string): string {
  const session = /^webinar\.sessions\.(\d+)\.(\w+)$/.exec(field);
  if (session) {
    return `Webinar session ${Number(session[1]) + 1} ${sessionFieldLabels[session[2] ?? ''] ?? session[2]}`;
  }
  return fieldLabels[field] ?? `${groupLabels[field.split('.')[0] ?? ''] ?? 'Setting'} ${field}`;
}
