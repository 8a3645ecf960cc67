import type { Migration } from 'kysely/migration';
import * as rowChangeNotifications from './20261121183000-row-change-notifications.ts';
import * as createLeads from './20261121183100-create-leads.ts';
import * as createAuth from './20261121190000-create-auth.ts';
import * as createTodoProfiles from './20261121190100-create-todo-profiles.ts';
import * as createOutgoingMail from './20261121190200-create-outgoing-mail.ts';
import * as createClientsAndCommunications from './20261123090000-create-clients-and-communications.ts';
import * as createBilling from './20261124100000-create-billing.ts';
import * as createLocalPaymentProvider from './20261124100100-create-local-payment-provider.ts';
import * as createTodos from './20261124120000-create-todos.ts';
import * as todoListVersions from './20261124120100-todo-list-versions.ts';
import * as uniqueWebinarLeadEmail from './20261125090000-unique-webinar-lead-email.ts';
import * as verifiedPurchaseEmails from './20261126090000-verified-purchase-emails.ts';
import * as localSubscriptionClock from './20261127090000-local-subscription-clock.ts';
import * as createAnalytics from './20261128090000-create-analytics.ts';
import * as createSiteSettings from './20261128090100-create-site-settings.ts';
import * as waitlistLeads from './20261128090200-waitlist-leads.ts';
import * as startedCheckoutSessions from './20261128090300-started-checkout-sessions.ts';
import * as resourceCopyLeads from './20261129090000-resource-copy-leads.ts';
import * as orderRefunds from './20261130150000-order-refunds.ts';
import * as analyticsOpenDaySums from './20261201090000-analytics-open-day-sums.ts';
import * as ordersByDate from './20261202090000-orders-by-date.ts';
import * as createCatalogue from './20261203090000-create-catalogue.ts';
import * as localSubscriptionAmount from './20261203090100-local-subscription-amount.ts';
import * as mailOutbox from './20261204090000-mail-outbox.ts';
import * as todoCreators from './20261205090000-todo-creators.ts';
import * as emailConfirmation from './20261206090000-email-confirmation.ts';
import * as signingKeys from './20261206100000-signing-keys.ts';
import * as emailChangeAndTwoFactor from './20261206110000-email-change-and-two-factor.ts';
import * as createMediaLibrary from './20261207090000-create-media-library.ts';
import * as newsletter from './20261208090000-newsletter.ts';
import * as newsletterPausedIssues from './20261208090100-newsletter-paused-issues.ts';
import * as transmissionArticles from './20261208100000-transmission-articles.ts';
import * as caseStudies from './20261209090000-case-studies.ts';
import * as booking from './20261210090000-booking.ts';
import * as bookingPayments from './20261211090000-booking-payments.ts';
import * as mailHandover from './20261214090000-mail-handover.ts';
import * as bookingCreditUse from './20261215200000-booking-credit-use.ts';

/**
 * Every migration, by timestamped name. Listed here rather than read from disk so the
 * bundled server carries them; a new migration is a new file plus one line below.
 */
export const migrations: Record<string, Migration> = {
  '20261121183000-row-change-notifications': rowChangeNotifications,
  '20261121183100-create-leads': createLeads,
  '20261121190000-create-auth': createAuth,
  '20261121190100-create-todo-profiles': createTodoProfiles,
  '20261121190200-create-outgoing-mail': createOutgoingMail,
  '20261123090000-create-clients-and-communications': createClientsAndCommunications,
  '20261124100000-create-billing': createBilling,
  '20261124100100-create-local-payment-provider': createLocalPaymentProvider,
  '20261124120000-create-todos': createTodos,
  '20261124120100-todo-list-versions': todoListVersions,
  '20261125090000-unique-webinar-lead-email': uniqueWebinarLeadEmail,
  '20261126090000-verified-purchase-emails': verifiedPurchaseEmails,
  '20261127090000-local-subscription-clock': localSubscriptionClock,
  '20261128090000-create-analytics': createAnalytics,
  '20261128090100-create-site-settings': createSiteSettings,
  '20261128090200-waitlist-leads': waitlistLeads,
  '20261128090300-started-checkout-sessions': startedCheckoutSessions,
  '20261129090000-resource-copy-leads': resourceCopyLeads,
  '20261130150000-order-refunds': orderRefunds,
  '20261201090000-analytics-open-day-sums': analyticsOpenDaySums,
  '20261202090000-orders-by-date': ordersByDate,
  '20261203090000-create-catalogue': createCatalogue,
  '20261203090100-local-subscription-amount': localSubscriptionAmount,
  '20261204090000-mail-outbox': mailOutbox,
  '20261205090000-todo-creators': todoCreators,
  '20261206090000-email-confirmation': emailConfirmation,
  '20261206100000-signing-keys': signingKeys,
  '20261206110000-email-change-and-two-factor': emailChangeAndTwoFactor,
  '20261207090000-create-media-library': createMediaLibrary,
  '20261208090000-newsletter': newsletter,
  '20261208090100-newsletter-paused-issues': newsletterPausedIssues,
  '20261208100000-transmission-articles': transmissionArticles,
  '20261209090000-case-studies': caseStudies,
  '20261210090000-booking': booking,
  '20261211090000-booking-payments': bookingPayments,
  '20261214090000-mail-handover': mailHandover,
  '20261215200000-booking-credit-use': bookingCreditUse,
};
