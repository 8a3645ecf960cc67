import { defineMailTemplate } from '../mail-template.ts';

const sourceNames = {
  contact: 'contact message',
  newsletter: 'newsletter sign-up',
  webinar: 'webinar registration',
  waitlist: 'waitlist sign-up',
  resource: 'resource copy request',
  booking: 'booked call',
} as const;

export interface LeadNoticeData {
  leadId: string;
  source: keyof typeof sourceNames;
  name: string;
  email: string;
  company?: string;
  phone?: string;
  message: string;
}

/** To the studio: a new lead, with what they wrote and where to follow it up. */
export const studioLeadNotice = defineMailTemplate<LeadNoticeData>({
  compose: (data, { publicUrl }) => {
    const what = sourceNames[data.source];
    return {
      subject: `New ${what}: ${data.name}`,
      preview: data.message.slice(0, 120),
      reason:
        'You get this mail because this address receives the notices of new leads (Admin Dashboard, Site Settings, Contacts).',
      blocks: [
        { kind: 'heading', text: `New ${what}` },
        {
          kind: 'facts',
          rows: [
            { label: 'Name', value: data.name },
            { label: 'E-mail', value: data.email, url: `mailto:${data.email}` },
            ...(data.company ? [{ label: 'Company', value: data.company }] : []),
            ...(data.phone ? [{ label: 'Phone', value: data.phone }] : []),
          ],
        },
        { kind: 'quote', text: data.message },
        {
          kind: 'button',
          label: 'Open the lead',
          url: `${publicUrl}/admin?lead=${encodeURIComponent(data.email)}#lead-management`,
        },
      ],
    };
  },
});

export interface ResourceCopyData {
  title: string;
  url: string;
}

export const resourceCopy = defineMailTemplate<ResourceCopyData>({
  compose: (data, { recipient }) => ({
    subject: `Your copy: ${data.title}`,
    preview: 'The resource you asked for, to keep.',
    reason: `You get this mail because ${recipient} asked for a copy of this Signal Resource.`,
    blocks: [
      { kind: 'heading', text: data.title },
      { kind: 'paragraph', text: 'Here is the resource you asked for. The link works any time.' },
      { kind: 'button', label: 'Open the resource', url: data.url },
    ],
  }),
});

/**
 * A mail written as plain text by code that predates the templates (Mailer.send): its
 * text, unchanged, in the studio's frame. Such text may hold a one-time link or code, so
 * the outbox keeps none of it once sent.
 */
export const plainText = defineMailTemplate<{ subject: string; text: string }>({
  compose: ({ subject, text }) => ({
    subject,
    preview: text.split('\n').find((line) => line.trim() !== '') ?? subject,
    reason: 'You get this mail from Signal Studio.',
    blocks: text
      .split(/\n{2,}/)
      .map((paragraph) => ({ kind: 'paragraph' as const, text: paragraph.trim() }))
      .filter((block) => block.text !== ''),
  }),
  redact: (data) => ({
    ...data,
    text: '[text removed once the mail was sent: it may hold a one-time link or code]',
  }),
});
