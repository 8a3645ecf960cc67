import { messages } from '../../../../shared/messages';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/**
 * Right after a guest buyer creates their account: mails the one-time link that proves
 * the mailbox, so the purchase joins the account once it is opened. Failures are only
 * logged: the dashboard offers the same link.
 */
export async function sendPurchaseClaimAfterSignUp(accessToken: string, email: string) {
  try {
    const { sent } = await apiRequest<{ sent: boolean }>('/api/billing/purchase-claims', {
      method: 'POST',
      accessToken,
    });
    if (sent) toast.success(messages.purchaseClaims.sent(email));
  } catch (error) {
    console.error('Could not send the purchase link', error);
  }
}

/** Where "Create your account" leads a guest buyer: sign-up with their e-mail filled in. */
export function guestRegisterHref(email: string | null): string {
  const query = new URLSearchParams({ claim: 'purchase' });
  if (email) query.set('email', email);
  return `/register?${query.toString()}`;
}
