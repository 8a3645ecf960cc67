import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { emailMaxLength } from '../../../shared/email-max-length.ts';
import { isCatalogueKey } from '../../../shared/catalogue.ts';
import { loadCatalogueItem } from '../../catalogue/catalogue-service.ts';
import type { DB } from '../../db/schema/schema.ts';
import { registerHtmlForms } from '../../http/html-forms.ts';
import {
  payCheckoutSession,
  sessionAvailability,
  successRedirect,
} from './local-checkout-actions.ts';
import type { LocalEventDelivery } from './local-event-delivery.ts';
import { checkoutSessionIdPattern, portalSessionIdPattern } from './local-ids.ts';
import { checkoutPage, messagePage } from './local-pages.ts';
import { portalPage } from './local-portal-page.ts';
import {
  loadPortal,
  changePortalPlan,
  isPaymentPlan,
  portalMessages,
  setPortalCancellation,
  switchablePlanKeys,
  updatePortalCard,
  type PortalView,
} from './local-portal-actions.ts';
import { confirmChangePage, isConfirmed, type PortalChange } from './local-portal-confirm.ts';
import {
  findCheckoutSession,
  findLocalCustomer,
  type LocalSubscription,
} from './local-provider-repository.ts';
import { localPortalPath } from './local-provider.ts';
import { loadPortalCatalogue } from './portal-catalogue.ts';

/** The item a session sells, as the studio's catalogue names it now. */
const storedItemOf = async (db: Kysely<DB>, priceId: string) =>
  isCatalogueKey(priceId) ? loadCatalogueItem(db, priceId) : undefined;

export interface LocalProviderRoutesOptions {
  db: Kysely<DB>;
  delivery: LocalEventDelivery;
}

/** No scripts at all; forms post only to this server; never framed. */
const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";

type FormBody = Record<string, string | undefined>;

function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-security-policy', pagePolicy)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

const notFound = (reply: FastifyReply, what: string) =>
  sendPage(reply, 404, messagePage('Not found', `This ${what} does not exist.`));

const field = (body: unknown, name: string, max: number): string | undefined => {
  const value = (body as FormBody | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, max) : undefined;
};

const portalNotices: Record<string, string> = {
  card: portalMessages.cardUpdated,
  canceled: portalMessages.canceled,
  renewed: portalMessages.renewed,
  plan: portalMessages.planChanged,
};

const liveSubscription = (portal: PortalView, subscriptionId: string) =>
  portal.subscriptions.find(
    (candidate) => candidate.id === subscriptionId && candidate.status !== 'canceled',
  );

/**
 * The local provider's hosted pages: checkout (item, amount, e-mail for anonymous buyers,
 * test card) and the billing portal (plan, card, cancel at period end). Plain HTML forms,
 * so they work with scripts blocked by their policy.
 */
export async function localProviderRoutes(
  app: FastifyInstance,
  { db, delivery }: LocalProviderRoutesOptions,
): Promise<void> {
  await registerHtmlForms(app, { bodyLimit: 4096 });
  // The portal's pages name plans, contents and prices from the stored catalogue.
  const portalHtml = async (portal: PortalView, options: { notice?: string; error?: string }) =>
    portalPage(portal, await loadPortalCatalogue(db), options);
  const confirmHtml = async (
    portalId: string,
    subscription: LocalSubscription,
    change: PortalChange,
  ) => confirmChangePage(portalId, subscription, change, await loadPortalCatalogue(db));

  app.get<{ Params: { sessionId: string } }>(
    '/functions/v1/local-checkout/:sessionId',
    async (request, reply) => {
      const { sessionId } = request.params;
      if (!checkoutSessionIdPattern.test(sessionId)) return notFound(reply, 'checkout session');
      const session = await findCheckoutSession(db, sessionId);
      const unavailable = sessionAvailability(session);
      if (unavailable || !session)
        return sendPage(reply, 410, messagePage('Checkout unavailable', unavailable ?? ''));
      if (session.status === 'complete')
        return sendPage(
          reply,
          200,
          messagePage('Already paid', 'This checkout is complete.', {
            href: successRedirect(session),
            label: 'Continue',
          }),
        );
      const customer = session.customer_id
        ? await findLocalCustomer(db, session.customer_id)
        : undefined;
      const stored = await storedItemOf(db, session.price_id);
      return sendPage(reply, 200, checkoutPage(session, customer?.email ?? null, {}, stored));
    },
  );

  app.post<{ Params: { sessionId: string } }>(
    '/functions/v1/local-checkout/:sessionId/pay',
    async (request, reply) => {
      const { sessionId } = request.params;
      if (!checkoutSessionIdPattern.test(sessionId)) return notFound(reply, 'checkout session');
      const email = field(request.body, 'email', emailMaxLength);
      const cardNumber = field(request.body, 'card_number', 40) ?? '';
      const outcome = await payCheckoutSession(db, delivery, sessionId, { email, cardNumber });
      if (outcome.kind === 'paid') return reply.redirect(outcome.redirectTo, 303);
      if (outcome.kind === 'unavailable')
        return sendPage(reply, 410, messagePage('Checkout unavailable', outcome.message));
      const session = await findCheckoutSession(db, sessionId);
      if (!session) return notFound(reply, 'checkout session');
      const customer = session.customer_id
        ? await findLocalCustomer(db, session.customer_id)
        : undefined;
      const form = { email, cardNumber, error: { field: outcome.field, message: outcome.message } };
      const stored = await storedItemOf(db, session.price_id);
      return sendPage(reply, 422, checkoutPage(session, customer?.email ?? null, form, stored));
    },
  );

  app.get<{ Params: { portalId: string }; Querystring: { notice?: string } }>(
    '/functions/v1/local-portal/:portalId',
    async (request, reply) => {
      const portal = portalSessionIdPattern.test(request.params.portalId)
        ? await loadPortal(db, request.params.portalId)
        : undefined;
      if (!portal)
        return sendPage(reply, 410, messagePage('Billing portal', portalMessages.expired));
      const notice = portalNotices[request.query.notice ?? ''];
      return sendPage(reply, 200, await portalHtml(portal, notice ? { notice } : {}));
    },
  );

  app.post<{ Params: { portalId: string } }>(
    '/functions/v1/local-portal/:portalId/payment-method',
    async (request, reply) => {
      const portal = portalSessionIdPattern.test(request.params.portalId)
        ? await loadPortal(db, request.params.portalId)
        : undefined;
      if (!portal)
        return sendPage(reply, 410, messagePage('Billing portal', portalMessages.expired));
      const outcome = await updatePortalCard(
        db,
        delivery,
        portal,
        field(request.body, 'card_number', 40) ?? '',
      );
      if (outcome.kind === 'rejected')
        return sendPage(reply, 422, await portalHtml(portal, { error: outcome.message }));
      return reply.redirect(`${localPortalPath(portal.sessionId)}?notice=card`, 303);
    },
  );

  app.post<{ Params: { portalId: string; subscriptionId: string; action: string } }>(
    '/functions/v1/local-portal/:portalId/subscriptions/:subscriptionId/:action',
    async (request, reply) => {
      const { portalId, subscriptionId, action } = request.params;
      if (action !== 'cancel' && action !== 'renew') return notFound(reply, 'action');
      const portal = portalSessionIdPattern.test(portalId)
        ? await loadPortal(db, portalId)
        : undefined;
      if (!portal)
        return sendPage(reply, 410, messagePage('Billing portal', portalMessages.expired));
      const subscription = liveSubscription(portal, subscriptionId);
      if (!subscription) return notFound(reply, 'subscription');
      // Ending a plan is confirmed on a page of its own first; renewing needs no second step.
      // A payment plan cannot end early at all: it is refused at once, below.
      if (
        action === 'cancel' &&
        !isPaymentPlan(subscription.price_id) &&
        !isConfirmed(request.body)
      )
        return sendPage(reply, 200, await confirmHtml(portalId, subscription, { kind: 'cancel' }));
      const outcome = await setPortalCancellation(
        db,
        delivery,
        portal,
        subscriptionId,
        action === 'cancel',
      );
      if (!outcome) return notFound(reply, 'subscription');
      if (outcome.kind === 'rejected')
        return sendPage(reply, 422, await portalHtml(portal, { notice: outcome.message }));
      return reply.redirect(
        `${localPortalPath(portalId)}?notice=${action === 'cancel' ? 'canceled' : 'renewed'}`,
        303,
      );
    },
  );

  app.post<{ Params: { portalId: string; subscriptionId: string } }>(
    '/functions/v1/local-portal/:portalId/subscriptions/:subscriptionId/plan',
    async (request, reply) => {
      const { portalId, subscriptionId } = request.params;
      const portal = portalSessionIdPattern.test(portalId)
        ? await loadPortal(db, portalId)
        : undefined;
      if (!portal)
        return sendPage(reply, 410, messagePage('Billing portal', portalMessages.expired));
      const plan = field(request.body, 'plan', 40) ?? '';
      const subscription = liveSubscription(portal, subscriptionId);
      const target = switchablePlanKeys.find((key) => key === plan);
      // A valid switch is confirmed first, saying what the dashboard gains or loses; a
      // refused one (a tampered form, an instalment plan) is refused straight away below.
      if (
        subscription &&
        target &&
        target !== subscription.price_id &&
        switchablePlanKeys.some((key) => key === subscription.price_id) &&
        !isConfirmed(request.body)
      )
        return sendPage(
          reply,
          200,
          await confirmHtml(portalId, subscription, { kind: 'plan', to: target }),
        );
      const outcome = await changePortalPlan(db, delivery, portal, subscriptionId, plan);
      if (!outcome) return notFound(reply, 'subscription');
      // A refused plan (a tampered form) is said at the top, not under the card field.
      if (outcome.kind === 'rejected')
        return sendPage(reply, 422, await portalHtml(portal, { notice: outcome.message }));
      return reply.redirect(`${localPortalPath(portalId)}?notice=plan`, 303);
    },
  );
}
