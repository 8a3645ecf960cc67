import { defineMailTemplate, removedLink } from '../mail/mail-template.ts';
import type { MailBlock } from '../mail/mail-content.ts';

/** The name every Transmission mail uses. */
export const newsletterName = 'The Transmission';

export interface NewsletterConfirmationData {
  /** The one-time confirmation link; removed from the stored copy once sent. */
  confirmUrl: string;
  /** "One issue a week, Tuesday at 6:00 AM CT": what the person is agreeing to. */
  cadence: string;
}

/**
 * Double opt-in: a transactional mail (no list, no unsubscribe link) that only the owner of
 * the address can act on. Nothing more is sent to the address until the link is used.
 */
export const newsletterConfirmation = defineMailTemplate<NewsletterConfirmationData>({
  compose: (data, { recipient }) => ({
    subject: `Confirm your subscription to ${newsletterName}`,
    preview: 'One click and the next issue is yours.',
    reason: `You get this mail because ${recipient} was entered in a ${newsletterName} sign-up form. If that was not you, ignore it: nothing more will be sent.`,
    blocks: [
      { kind: 'heading', text: `Confirm your subscription` },
      {
        kind: 'paragraph',
        text: `Please confirm that you want ${newsletterName} at this address: ${data.cadence}.`,
      },
      { kind: 'button', label: 'Confirm my subscription', url: data.confirmUrl },
      { kind: 'note', text: 'The link works for 7 days. Every issue has a one-click unsubscribe.' },
    ],
  }),
  redact: (data) => ({ ...data, confirmUrl: removedLink }),
});

export interface NewsletterIssueData {
  issueId: string;
  subject: string;
  preview: string;
  /** Plain text; a blank line starts a new paragraph. */
  body: string;
  articleUrl?: string;
  isTest?: boolean;
}

export function issueParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** An issue: marketing mail on the `transmission` list, so it carries RFC 8058 headers. */
export const newsletterIssue = defineMailTemplate<NewsletterIssueData>({
  list: 'transmission',
  compose: (data, { recipient }) => {
    const blocks: MailBlock[] = [
      ...(data.isTest
        ? [{ kind: 'note' as const, text: 'Test send: only you received this copy.' }]
        : []),
      { kind: 'heading', text: data.subject },
      ...issueParagraphs(data.body).map((text) => ({ kind: 'paragraph' as const, text })),
      ...(data.articleUrl
        ? [{ kind: 'button' as const, label: 'Read it on the site', url: data.articleUrl }]
        : []),
    ];
    return {
      subject: data.isTest ? `[Test] ${data.subject}` : data.subject,
      preview: data.preview,
      reason: `You get this mail because ${recipient} subscribed to ${newsletterName} and confirmed it.`,
      blocks,
    };
  },
});
