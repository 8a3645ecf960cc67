import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PriceBook } from './price-book.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import type { ReturnUrlPolicy } from './return-urls.ts';

/** What the billing services work with, built once per app (see billing-plugin.ts). */
export interface BillingDependencies {
  db: Kysely<DB>;
  provider: PaymentProvider;
  priceBook: PriceBook;
  returnUrls: ReturnUrlPolicy;
  /** The server's clock: event sales close by it. */
  clock: Clock;
  /** The outbox (account deletion confirms by mail). */
  mailer: Mailer;
}
