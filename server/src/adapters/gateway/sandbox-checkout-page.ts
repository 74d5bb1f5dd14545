import { formatCentavos } from '@/domain/money/centavos';
import type { SandboxSession } from './sandbox-gateway';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STATUS_TEXT: Record<SandboxSession['status'], string> = {
  pending: '',
  paid: 'This checkout was paid.',
  failed: 'This payment failed.',
  cancelled: 'This checkout was cancelled.',
  expired: 'This checkout has expired.',
};

/** The sandbox's hosted checkout: plain HTML, no script (the CSP allows none inline), three forms. */
export function sandboxCheckoutPage(session: SandboxSession): string {
  const base = `/sandbox/checkout/${encodeURIComponent(session.checkoutId)}`;
  const button = (action: string, label: string) =>
    `<form method="post" action="${base}/${action}"><button type="submit" class="${action}">${label}</button></form>`;
  const body =
    session.status === 'pending'
      ? `<div class="actions">${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</div>`
      : `<p role="status">${STATUS_TEXT[session.status]}</p><p><a href="${escape(session.successUrl)}">Back to the portal</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout</title>
<link rel="stylesheet" href="/sandbox/checkout.css">
</head>
<body>
<main>
<p class="badge">Sandbox gateway: test mode, no real money moves</p>
<h1>Pay ${escape(`₱${formatCentavos(session.amount)}`)}</h1>
<dl>
<dt>Reference</dt><dd>${escape(session.reference)}</dd>
<dt>For</dt><dd>${escape(session.description)}</dd>
</dl>
${body}
</main>
</body>
</html>`;
}

/** The page's stylesheet (served by the portal: the CSP allows styles from 'self' only). */
export const SANDBOX_CHECKOUT_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
.badge{background:#fff4ce;padding:.25rem .5rem;border-radius:4px;font-size:.85rem}
h1{font-size:1.5rem}dt{font-weight:600}dd{margin:0 0 .5rem}
.actions{display:flex;gap:.5rem}.actions form{flex:1}
button{width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:6px;cursor:pointer;color:#fff}
.pay{background:#0a7d32}.fail{background:#b3261e}.cancel{background:#5f6368}`;
