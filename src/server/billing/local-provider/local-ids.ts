import { randomBytes } from 'node:crypto';

/**
 * Stripe-style ids. Checkout and portal session ids are the only key to their pages (as
 * with Stripe), so they carry 192 random bits.
 */
export const localIds = {
  customer: () => `cus_${randomBytes(12).toString('hex')}`,
  paymentMethod: () => `pm_${randomBytes(12).toString('hex')}`,
  subscription: () => `sub_${randomBytes(12).toString('hex')}`,
  subscriptionItem: () => `si_${randomBytes(12).toString('hex')}`,
  invoice: () => `in_${randomBytes(12).toString('hex')}`,
  paymentIntent: () => `pi_${randomBytes(12).toString('hex')}`,
  event: () => `evt_${randomBytes(12).toString('hex')}`,
  checkoutSession: () => `cs_test_${randomBytes(24).toString('hex')}`,
  portalSession: () => `bps_${randomBytes(24).toString('hex')}`,
};

export const checkoutSessionIdPattern = /^cs_test_[0-9a-f]{48}$/;
export const portalSessionIdPattern = /^bps_[0-9a-f]{48}$/;
export const subscriptionIdPattern = /^sub_[0-9a-f]{24}$/;
