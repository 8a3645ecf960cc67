import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailingList, type MailLinks, type MailingList } from './mail-template.ts';
import { bookWithCreditPath } from '../../shared/booking/credit-paths.ts';

/**
 * Links in mails that act without signing in (leave a list, cancel a registration) carry
 * an HMAC of what they do, keyed from the server's secret: nobody can forge one for
 * another address or registration, and the link needs no row of its own.
 */
export type SignedMailAction =
  | { action: 'unsubscribe'; list: MailingList; email: string }
  | { action: 'webinar-cancel'; leadId: string }
  | { action: 'booking-manage'; bookingId: string };

export const unsubscribePath = '/mail/unsubscribe';
export const webinarCancelPath = '/mail/webinar/cancel';
/** The page where a booked visitor reschedules or cancels (the server checks the rules). */
export const bookingManagePath = '/book/manage';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export interface MailLinkSigner extends MailLinks {
  verify(token: string): SignedMailAction | undefined;
}

export function createMailLinks(publicUrl: string, serverSecret: string): MailLinkSigner {
  const key = createHmac('sha256', serverSecret).update('mail-links:v1').digest();
  const sign = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, 16);
  const token = (payload: string) => `${encode(payload)}.${sign(payload).toString('base64url')}`;

  return {
    unsubscribe: (list, email) =>
      `${publicUrl}${unsubscribePath}?t=${token(`u\n${list}\n${email.trim().toLowerCase()}`)}`,
    webinarCancel: (leadId) => `${publicUrl}${webinarCancelPath}?t=${token(`c\n${leadId}`)}`,
    bookingManage: (bookingId) => `${publicUrl}${bookingManagePath}?t=${token(`b\n${bookingId}`)}`,
    // The same token as the manage link: holding that link is what proves the credit's.
    bookWithCredit: (bookingId, kindSlug) =>
      `${publicUrl}${bookWithCreditPath(kindSlug, token(`b\n${bookingId}`))}`,
    verify(value) {
      const [payloadPart, signaturePart] = value.split('.');
      if (!payloadPart || !signaturePart) return undefined;
      const payload = Buffer.from(payloadPart, 'base64url').toString('utf8');
      const given = Buffer.from(signaturePart, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [kind, first, second] = payload.split('\n');
      if (kind === 'u' && first && second && isMailingList(first)) {
        return { action: 'unsubscribe', list: first, email: second };
      }
      if (kind === 'c' && first) return { action: 'webinar-cancel', leadId: first };
      if (kind === 'b' && first) return { action: 'booking-manage', bookingId: first };
      return undefined;
    },
  };
}
