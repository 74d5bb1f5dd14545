import { Hono } from 'hono';
import type { Logger } from 'pino';
import { SANDBOX_CHECKOUT_CSS, sandboxCheckoutPage } from './sandbox-checkout-page';
import { SANDBOX_SIGNATURE_HEADER, type SandboxAction, type SandboxGateway } from './sandbox-gateway';

/** Delivers a signed notification to the portal's webhook (in-process: `app.request`). */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<Response>;

const ACTIONS: readonly SandboxAction[] = ['pay', 'fail', 'cancel'];
const notFound = () =>
  new Response('Checkout not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * The sandbox's hosted checkout: `GET /sandbox/checkout/{id}` shows the amount and reference;
 * Pay / Fail / Cancel post to `/sandbox/checkout/{id}/{action}`, which records the outcome, sends
 * the signed webhook, and sends the browser back to the portal's return page.
 */
export function sandboxCheckoutRoutes({
  sandbox,
  deliver,
  logger,
}: {
  sandbox: SandboxGateway;
  deliver: DeliverWebhook;
  logger: Pick<Logger, 'warn'>;
}) {
  const app = new Hono();
  app.get('/sandbox/checkout.css', (c) =>
    c.body(SANDBOX_CHECKOUT_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );
  app.get('/sandbox/checkout/:id', async (c) => {
    const session = await sandbox.session(c.req.param('id'));
    if (!session) return notFound();
    c.header('Cache-Control', 'no-store');
    return c.html(sandboxCheckoutPage(session));
  });
  app.post('/sandbox/checkout/:id/:action', async (c) => {
    const id = c.req.param('id');
    const action = ACTIONS.find((a) => a === c.req.param('action'));
    const session = action ? await sandbox.session(id) : null;
    if (!action || !session) return notFound();
    const decided = await sandbox.decide(id, action);
    if (decided) {
      // Delivered before the redirect, so the return page already reads the outcome; if it
      // fails, the return page's reconciliation (and the job) ask the sandbox instead.
      const res = await deliver(decided.rawBody, {
        'Content-Type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: decided.signature,
      }).catch((err: unknown) => {
        logger.warn({ err, checkoutId: id }, 'sandbox webhook delivery failed');
        return null;
      });
      if (res && !res.ok) logger.warn({ status: res.status, checkoutId: id }, 'sandbox webhook refused');
    }
    const target = action === 'pay' ? session.successUrl : session.cancelUrl;
    return c.redirect(target, 303);
  });
  return app;
}
