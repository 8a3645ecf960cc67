import type { MailTemplate } from './mail-template.ts';
import {
  accountDeleted,
  passwordRecovery,
  purchaseClaim,
  welcome,
} from './templates/account-templates.ts';
import { receipt, refundNotice, renewalFailed } from './templates/billing-templates.ts';
import {
  emailChange,
  reauthenticationCode,
  signInLink,
  signupConfirmation,
  signupExistingAccount,
} from './templates/confirmation-templates.ts';
import {
  summitSeat,
  waitlistConfirmation,
  waitlistOpen,
  webinarConfirmation,
  webinarReminder,
  webinarSessionMoved,
} from './templates/event-templates.ts';
import { webinarSessionCancelled } from './templates/webinar-cancelled-template.ts';
import { sharedFoldersAfterDeletion } from './templates/shared-folder-templates.ts';
import { plainText, resourceCopy, studioLeadNotice } from './templates/studio-templates.ts';
import { newsletterConfirmation, newsletterIssue } from '../newsletter/newsletter-templates.ts';
import {
  bookingCancelled,
  bookingConfirmation,
  bookingReminder,
} from '../booking/booking-templates.ts';
import { bookingPaymentReturned } from '../booking/booking-payment-templates.ts';

/**
 * Every kind of mail the site sends, by the name stored in mail_outbox.kind. A new kind
 * is a template (templates/) and one line here; `outbox.enqueue` then accepts its data.
 */
export const mailTemplates = {
  password_recovery: passwordRecovery,
  purchase_claim: purchaseClaim,
  welcome,
  signup_confirmation: signupConfirmation,
  signup_existing_account: signupExistingAccount,
  reauthentication_code: reauthenticationCode,
  email_change: emailChange,
  sign_in_link: signInLink,
  account_deleted: accountDeleted,
  shared_folders_after_deletion: sharedFoldersAfterDeletion,
  receipt,
  refund_notice: refundNotice,
  renewal_failed: renewalFailed,
  webinar_confirmation: webinarConfirmation,
  webinar_reminder: webinarReminder,
  webinar_session_moved: webinarSessionMoved,
  webinar_session_cancelled: webinarSessionCancelled,
  summit_seat: summitSeat,
  waitlist_confirmation: waitlistConfirmation,
  waitlist_open: waitlistOpen,
  studio_lead_notice: studioLeadNotice,
  resource_copy: resourceCopy,
  plain_text: plainText,
  newsletter_confirmation: newsletterConfirmation,
  newsletter_issue: newsletterIssue,
  booking_confirmation: bookingConfirmation,
  booking_reminder: bookingReminder,
  booking_cancelled: bookingCancelled,
  booking_payment_returned: bookingPaymentReturned,
} as const;

export type MailKind = keyof typeof mailTemplates;
export type MailData<Kind extends MailKind> =
  (typeof mailTemplates)[Kind] extends MailTemplate<infer Data> ? Data : never;

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(mailTemplates, kind);
}

/** The template of a stored kind; a kind this code no longer knows is read as plain text. */
export function templateOf(kind: string): MailTemplate<never> {
  return (isMailKind(kind) ? mailTemplates[kind] : plainText) as MailTemplate<never>;
}
