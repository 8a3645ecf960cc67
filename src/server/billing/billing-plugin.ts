import { accountDataRoutes } from '../account-data/account-data-routes.ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessTokens } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Database } from '../db/database.ts';
import type { MailService } from '../mail/mail-plugin.ts';
import { accountRoutes } from './account-routes.ts';
import type { BillingDependencies } from './billing-services.ts';
import { checkoutFormRoutes } from './checkout-form-routes.ts';
import { functionsRoutes } from './functions-routes.ts';
import { seedCatalogue } from '../../shared/catalogue-live.ts';
import { catalogueKeys, type CatalogueKey } from '../../shared/catalogue.ts';
import { stripeProviderPrices } from '../catalogue/provider-prices.ts';
import { localPriceBook, priceBookFor } from './price-book.ts';
import { adminOrderRoutes } from './admin-order-routes.ts';
import { purchaseClaimRoutes } from './purchase-claim-routes.ts';
import { startLocalBillingClock } from './local-provider/local-billing-clock.ts';
import { LocalEventDelivery } from './local-provider/local-event-delivery.ts';
import { LocalPaymentProvider } from './local-provider/local-provider.ts';
import { localProviderRoutes } from './local-provider/local-provider-routes.ts';
import { createStripeClient, StripePaymentProvider } from './providers/stripe-provider.ts';
import type { PaidCheckoutListener } from './subscription-sync.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { createWebhookReceiver } from './webhook-service.ts';

export interface BillingOptions {
  config: Config;
  database: Database;
  /** Reads the bearer token of the payment functions. */
  auth: { db: Kysely<DB>; accessTokens: AccessTokens };
  mail: MailService;
  clock: Clock;
}

/**
 * Mounts billing: the payment functions, the webhook, the account reads and, without a
 * Stripe key, the local provider's hosted pages. Stripe when STRIPE_SECRET_KEY is set.
 */
export async function registerBilling(
  app: FastifyInstance,
  { config, database, auth, mail, clock }: BillingOptions,
) {
  const { db } = database;
  const mailer = mail.outbox;
  let delivery: LocalEventDelivery | undefined;
  let localProvider: LocalPaymentProvider | undefined;
  const stripe = config.stripe;
  const { provider, priceBook } = stripe
    ? (() => {
        const client = createStripeClient(stripe);
        const seed = seedCatalogue();
        const seedAmounts = Object.fromEntries(
          catalogueKeys.map((key) => [key, seed[key].amount]),
        ) as Record<CatalogueKey, number>;
        return {
          provider: new StripePaymentProvider(
            client,
            stripe.webhookSecret,
            stripe.portalConfiguration,
          ),
          priceBook: priceBookFor(
            db,
            stripeProviderPrices({ stripe: client, configured: stripe.prices, seedAmounts }),
          ),
        };
      })()
    : (() => {
        delivery = new LocalEventDelivery(db, config.secrets.localWebhookSecret, app.log);
        const local = new LocalPaymentProvider(db, config.secrets.localWebhookSecret, delivery);
        localProvider = local;
        return { provider: local, priceBook: localPriceBook };
      })();
  const deps: BillingDependencies = {
    db,
    provider,
    priceBook,
    returnUrls: { publicUrl: config.publicUrl, isDevelopment: config.env === 'development' },
    clock,
    mailer,
  };
  // Filled by features that sell through checkout (booking) after billing is mounted.
  const paidCheckoutListeners: PaidCheckoutListener[] = [];
  const receiver = createWebhookReceiver({
    db,
    context: { provider, priceBook, mailer, paidCheckoutListeners },
    log: app.log,
  });

  await app.register(functionsRoutes, { deps, auth });
  await app.register(checkoutFormRoutes, { deps });
  await app.register(webhookRoutes, { receiver });
  await app.register(accountRoutes, { deps });
  await app.register(adminOrderRoutes, { db, localProvider });
  await app.register(accountDataRoutes, { deps });
  await app.register(purchaseClaimRoutes, {
    deps: { db, mailer, publicUrl: config.publicUrl },
  });
  if (delivery) {
    const localDelivery = delivery;
    localDelivery.connect(receiver);
    await app.register(localProviderRoutes, { db, delivery: localDelivery });
    // From start: events a previous run could not deliver go out, then subscriptions renew
    // and end as their periods pass, as Stripe's would.
    let clock: ReturnType<typeof startLocalBillingClock> | undefined;
    app.addHook('onReady', async () => {
      clock = startLocalBillingClock(db, localDelivery, app.log);
    });
    app.addHook('onClose', async () => {
      await clock?.stop();
    });
  }
  return { provider, priceBook, receiver, deps, paidCheckoutListeners };
}
