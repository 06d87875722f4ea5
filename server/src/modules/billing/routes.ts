import {
  acceptInviteSchema,
  adminCreditAdjustmentSchema,
  adminRefundsSchema,
  creditBackRequestSchema,
  decideCreditBackSchema,
  adminSubscriptionsSchema,
  changePlanSchema,
  checkoutSchema,
  entitlementsSchema,
  idParamSchema,
  inviteMemberSchema,
  lastPurchaseSchema,
  licenceSchema,
  portalResponseSchema,
  startCheckoutSchema,
  subscriptionViewSchema,
  teamSchema,
  testCardSchema,
} from '@common/contracts/billing';
import { packPurchaseSchema, startPackPurchaseSchema } from '@common/contracts/credit-packs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import type { PaymentsProvider } from '../../providers/payments/index';
import {
  acceptInvite,
  adjustUserCredits,
  cancelCheckout,
  changePlan,
  createPortalUrl,
  decideCreditBack,
  getPackPurchase,
  listRefundsOfAllUsers,
  payTestPackPurchase,
  refundWithinSevenDays,
  requestCreditBack,
  startPackPurchase,
  getCheckout,
  getEntitlements,
  getLastPurchase,
  getLicence,
  getSubscriptionView,
  getTeam,
  handleStripeEvent,
  inviteMember,
  listSubscriptionsForAdmin,
  payTestCheckout,
  removeMember,
  requirePlanFeature,
  setCancelAtPeriodEnd,
  startCheckout,
} from './service';
import { withBillingErrors } from './payments-errors';

export type BillingRouteDeps = { db: Database; queue: Queue; config: Config; now: () => Date; payments: PaymentsProvider };

/** Checkout, subscription, team seats and the admin's billing calls. */
export const billingRoutes: FastifyPluginAsyncZod<BillingRouteDeps> = async (app, routeDeps) => {
  const deps = { ...routeDeps, payments: withBillingErrors(routeDeps.payments) };
  app.addHook('onRequest', app.sessions.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const me = (request: { user: { id: string } | null }) => request.user!.id;

  app.post('/api/billing/checkouts', { schema: { body: startCheckoutSchema, response: { 201: checkoutSchema } } }, async (request, reply) =>
    reply.code(201).send(await startCheckout(deps, request.user!, request.body)),
  );
  app.get('/api/billing/checkouts/:id', { schema: { params: idParamSchema, response: { 200: checkoutSchema } } }, async (request) =>
    getCheckout(deps, me(request), request.params.id),
  );
  app.post('/api/billing/checkouts/:id/pay', { schema: { params: idParamSchema, body: testCardSchema, response: { 200: checkoutSchema } } }, async (request) =>
    payTestCheckout(deps, me(request), request.params.id, request.body),
  );
  app.post('/api/billing/checkouts/:id/cancel', { schema: { params: idParamSchema, response: { 200: checkoutSchema } } }, async (request) =>
    cancelCheckout(deps, me(request), request.params.id),
  );
  app.get('/api/billing/last-purchase', { schema: { response: { 200: lastPurchaseSchema } } }, async (request) => ({
    purchase: await getLastPurchase(deps, me(request)),
  }));
  app.get('/api/billing/entitlements', { schema: { response: { 200: entitlementsSchema } } }, async (request) =>
    getEntitlements({ db: deps.db, userId: me(request), now: deps.now() }),
  );
  // Gated on the server by the plan's features: a plan without the commercial licence gets 403.
  app.get(
    '/api/billing/licence',
    { onRequest: requirePlanFeature(deps, 'commercial-license'), schema: { response: { 200: licenceSchema } } },
    async (request) => getLicence({ db: deps.db, user: request.user!, now: deps.now() }),
  );
  app.get('/api/billing/subscription', { schema: { response: { 200: subscriptionViewSchema } } }, async (request) => getSubscriptionView(deps, me(request)));
  app.post('/api/billing/subscription/change', { schema: { body: changePlanSchema, response: { 200: subscriptionViewSchema } } }, async (request) =>
    changePlan(deps, me(request), request.body.plan),
  );
  app.post('/api/billing/subscription/cancel', { schema: { response: { 200: subscriptionViewSchema } } }, async (request) =>
    setCancelAtPeriodEnd(deps, me(request), true),
  );
  app.post('/api/billing/subscription/resume', { schema: { response: { 200: subscriptionViewSchema } } }, async (request) =>
    setCancelAtPeriodEnd(deps, me(request), false),
  );
  app.post('/api/billing/subscription/refund', { schema: { response: { 200: subscriptionViewSchema } } }, async (request) =>
    refundWithinSevenDays(deps, me(request)).then(() => getSubscriptionView(deps, me(request))),
  );
  app.post('/api/billing/credit-back-requests', { schema: { body: creditBackRequestSchema, response: { 200: subscriptionViewSchema } } }, async (request) =>
    requestCreditBack(deps, me(request), request.body.reason).then(() => getSubscriptionView(deps, me(request))),
  );
  app.post(
    '/api/billing/credit-packs/purchases',
    { schema: { body: startPackPurchaseSchema, response: { 201: packPurchaseSchema } } },
    async (request, reply) => reply.code(201).send(await startPackPurchase(deps, request.user!, request.body.packId)),
  );
  app.get('/api/billing/credit-packs/purchases/:id', { schema: { params: idParamSchema, response: { 200: packPurchaseSchema } } }, async (request) =>
    getPackPurchase(deps, me(request), request.params.id),
  );
  app.post(
    '/api/billing/credit-packs/purchases/:id/pay',
    { schema: { params: idParamSchema, body: testCardSchema, response: { 200: packPurchaseSchema } } },
    async (request) => payTestPackPurchase(deps, me(request), request.params.id, request.body),
  );
  app.post('/api/billing/portal', { schema: { response: { 200: portalResponseSchema } } }, async (request) => ({
    url: await createPortalUrl(deps, me(request)),
  }));

  app.get('/api/billing/team', { schema: { response: { 200: teamSchema } } }, async (request) => getTeam(deps, me(request)));
  app.post('/api/billing/team/invitations', { schema: { body: inviteMemberSchema, response: { 201: teamSchema } } }, async (request, reply) =>
    reply.code(201).send(await inviteMember(deps, request.user!, request.body.email)),
  );
  app.delete('/api/billing/team/members/:id', { schema: { params: idParamSchema, response: { 200: teamSchema } } }, async (request) =>
    removeMember(deps, me(request), request.params.id),
  );
  app.post('/api/billing/team/accept', { schema: { body: acceptInviteSchema } }, async (request, reply) => {
    await acceptInvite(deps, request.user!, request.body.token);
    return reply.code(204).send();
  });

  app.get('/api/admin/billing/subscriptions', { onRequest: app.sessions.requireAdmin, schema: { response: { 200: adminSubscriptionsSchema } } }, async () =>
    listSubscriptionsForAdmin(deps.db),
  );
  app.get('/api/admin/billing/refunds', { onRequest: app.sessions.requireAdmin, schema: { response: { 200: adminRefundsSchema } } }, async () =>
    listRefundsOfAllUsers(deps.db),
  );
  app.post(
    '/api/admin/billing/refunds/:id/decision',
    { onRequest: app.sessions.requireAdmin, schema: { params: idParamSchema, body: decideCreditBackSchema, response: { 200: adminRefundsSchema } } },
    async (request) => decideCreditBack(deps, request.user!, request.params.id, request.body).then(() => listRefundsOfAllUsers(deps.db)),
  );
  app.post(
    '/api/admin/credits/adjustments',
    { onRequest: app.sessions.requireAdmin, schema: { body: adminCreditAdjustmentSchema, response: { 200: z.object({ balance: z.number().int() }) } } },
    async (request) => adjustUserCredits({ db: deps.db, ...request.body, adminName: request.user!.name, adminUserId: request.user!.id, now: deps.now() }),
  );
};

/** Incoming Stripe events (Stripe's webhook deliveries): the raw body is kept for the signature check, so this plugin parses JSON as bytes. */
export const stripeEventRoutes: FastifyPluginAsyncZod<BillingRouteDeps> = async (app, routeDeps) => {
  const deps = { ...routeDeps, payments: withBillingErrors(routeDeps.payments) };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/api/billing/webhooks/stripe', { config: { csrf: 'signed' } }, async (request) =>
    handleStripeEvent(deps, request.body as Buffer, request.headers['stripe-signature'] as string | undefined),
  );
};
