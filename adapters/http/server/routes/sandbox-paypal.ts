import type { Context } from 'hono';
import type { PaymentGatewayUnavailable } from '../../../../application/ports/payment-gateway';
import type {
  PayPalApprovalOutcome,
  PayPalBuyerApproval,
  PayPalBuyerOrder,
} from '../../../../application/ports/paypal-gateway';
import { formatUsd } from '../../../../domain/money/money';
import {
  fundingSourceOf,
  PAYPAL_FUNDING_SOURCE_LABELS,
  PAYPAL_FUNDING_SOURCES,
  PAYPAL_ID_PATTERN,
  PAYPAL_MERCHANT_NAME,
  PAYPAL_SANDBOX_APPROVE_PATH,
  PAYPAL_SANDBOX_BANNER,
  PAYPAL_SANDBOX_PATH,
  type PayPalFundingSource,
  PayPalFundingSource as Source,
} from '../../../../domain/payment/paypal';
import { type App, type AppEnv, cacheable, PAGE_HEADERS, requestHeader } from '../app';
import { escapeHtml } from './html';

/** The page's stylesheet: a file, not an inline <style>, since the page policy allows none. */
export const SANDBOX_PAYPAL_CSS_PATH = `${PAYPAL_SANDBOX_PATH}/sandbox-paypal.css`;
/** Where the page's two forms post. */
export const sandboxPayPalApprovePath = (orderId: string) =>
  `${PAYPAL_SANDBOX_PATH}/orders/${orderId}/approve`;
export const sandboxPayPalCancelPath = (orderId: string) => `${PAYPAL_SANDBOX_PATH}/orders/${orderId}/cancel`;

const CSS_CACHE = 'public, max-age=300';

/** Small, phone-first, the site's colours (adapters/react-ui/styles/tokens.css), AA contrast. */
const CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b2430;background:#f3f6f9}
.sandbox-banner{margin:0;padding:.75rem 1rem;background:#f2b233;color:#1b2430;font-weight:700;text-align:center}
main{max-width:32rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #8a94a3;border-radius:8px;padding:1rem 1.25rem;margin-top:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{color:#4a5565}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700}
fieldset{border:0;margin:1rem 0 0;padding:0}
legend{font-weight:700;padding:0;margin-bottom:.5rem}
.choice{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem;border:1px solid #8a94a3;border-radius:8px;margin-bottom:.5rem;background:#fff}
.choice input{width:1.25rem;height:1.25rem;margin:.125rem 0 0;flex:none}
.choice label{font-weight:600;cursor:pointer}
.hint{display:block;color:#4a5565;font-size:.875rem;font-weight:400}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.25rem}
.actions form{margin:0}
button,.button{display:block;width:100%;min-height:2.75rem;padding:.625rem 1rem;border-radius:8px;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:#0b4f8a;color:#fff;border:2px solid #0b4f8a}
.primary:hover{background:#083a66;border-color:#083a66}
.secondary{background:#fff;color:#0b4f8a;border:2px solid #0b4f8a}
:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.alert{margin:1rem 0 0;padding:.75rem 1rem;border-radius:8px;background:#fdecea;color:#b3261e;border:1px solid #b3261e}
.note{color:#4a5565;font-size:.875rem;margin:1rem 0 0}
@media (min-width:40rem){main{padding:2rem 1rem}.actions{display:grid;grid-template-columns:1fr 1fr;align-items:stretch}.actions button{height:100%}}
`;

/** What the page needs: the buyer's side of the PayPal sandbox (SandboxPayPal implements it). */
export interface SandboxPayPalPageDeps {
  approvals: PayPalBuyerApproval;
}

/** What the sandbox buyer is told about each funding source under its name. */
const SOURCE_HINTS: Readonly<Record<PayPalFundingSource, string>> = {
  SANDBOX_PAYPAL_BALANCE: 'Approves the payment.',
  SANDBOX_VISA_0002:
    'Approves the payment, but PayPal declines this card when Relomove authorizes it (a sandbox test of a declined funding source).',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(PAYPAL_SANDBOX_BANNER)}</title>
<link rel="stylesheet" href="${SANDBOX_PAYPAL_CSS_PATH}"></head>
<body><header><p class="sandbox-banner">${escapeHtml(PAYPAL_SANDBOX_BANNER)}</p></header>
<main>${body}</main></body></html>`;
}

function summary(order: PayPalBuyerOrder): string {
  return `<dl>
<dt>Pay to</dt><dd>${escapeHtml(PAYPAL_MERCHANT_NAME)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatUsd(order.amount))} USD</dd>
<dt>For</dt><dd>Move ${order.quoteId}</dd>
<dt>Sandbox buyer</dt><dd>${escapeHtml(order.payerEmail)}</dd>
</dl>`;
}

/** The approval page of an order, or its closed state; `problem` is an alert above the form. */
export function approvalPage(order: PayPalBuyerOrder, problem: string | null = null): string {
  if (order.status === 'COMPLETED' || order.status === 'VOIDED') {
    const [heading, text, back] =
      order.status === 'COMPLETED'
        ? [
            'Payment approved',
            `You approved this payment and ${PAYPAL_MERCHANT_NAME} has authorized it. There is nothing more to do here.`,
            order.returnLocation ?? order.cancelLocation,
          ]
        : [
            'Payment cancelled',
            `${PAYPAL_MERCHANT_NAME} cancelled this payment. Nothing was charged.`,
            order.cancelLocation,
          ];
    return layout(
      heading,
      `<div class="card"><h1>${heading}</h1>${summary(order)}
<p>${escapeHtml(text)}</p>
<div class="actions"><a class="button primary" href="${escapeHtml(back)}">Return to ${escapeHtml(PAYPAL_MERCHANT_NAME)}</a></div></div>`,
    );
  }
  const declined =
    order.status === 'CREATED' && order.declinedFundingSource !== null ? order.declinedFundingSource : null;
  const alert =
    problem ??
    (declined === null
      ? null
      : `PayPal declined ${PAYPAL_FUNDING_SOURCE_LABELS[declined]}. Please choose another way to pay.`);
  const chosen: PayPalFundingSource =
    order.fundingSource ?? (declined === Source.Balance ? Source.Visa0002 : Source.Balance);
  const choices = PAYPAL_FUNDING_SOURCES.map((source, i) => {
    const id = `funding-source-${i}`;
    return `<div class="choice"><input type="radio" id="${id}" name="fundingSource" value="${source}" aria-describedby="${id}-hint"${source === chosen ? ' checked' : ''}>
<div><label for="${id}">${escapeHtml(PAYPAL_FUNDING_SOURCE_LABELS[source])}</label><span class="hint" id="${id}-hint">${escapeHtml(SOURCE_HINTS[source])}</span></div></div>`;
  }).join('\n');
  return layout(
    'Approve your payment',
    `<div class="card"><h1>Approve your payment to ${escapeHtml(PAYPAL_MERCHANT_NAME)}</h1>${summary(order)}
${alert === null ? '' : `<p class="alert" role="alert">${escapeHtml(alert)}</p>`}
<form method="post" action="${sandboxPayPalApprovePath(order.orderId)}" id="approve">
<fieldset><legend>Pay with</legend>
${choices}
</fieldset>
</form>
<div class="actions">
<button type="submit" form="approve" class="primary">Approve</button>
<form method="post" action="${sandboxPayPalCancelPath(order.orderId)}"><button type="submit" class="secondary">Cancel and return</button></form>
</div>
<p class="note">Approving lets ${escapeHtml(PAYPAL_MERCHANT_NAME)} authorize this amount. This is the PayPal sandbox: no real PayPal account is used and nothing is charged.</p></div>`,
  );
}

function notFoundPage(): string {
  return layout(
    'Payment not found',
    `<div class="card"><h1>Payment not found</h1>
<p>There is no PayPal sandbox payment here for you. If you started this payment, sign in to ${escapeHtml(PAYPAL_MERCHANT_NAME)} as the same customer and open the link again.</p></div>`,
  );
}

function messagePage(heading: string, text: string): string {
  return layout(heading, `<div class="card"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></div>`);
}

type PageContext = Context<AppEnv>;

function html(c: PageContext, body: string, status: 200 | 400 | 403 | 404 | 409 | 503) {
  return c.html(body, status, PAGE_HEADERS);
}

function unavailable(c: PageContext, error: PaymentGatewayUnavailable) {
  c.get('log').error({ fault: error.message }, 'the PayPal sandbox failed');
  return html(
    c,
    messagePage('PayPal sandbox unavailable', 'The PayPal sandbox could not be reached. Please try again.'),
    503,
  );
}

/** The approval page of the buyer's order (with `problem`, answered with `status`); not-found when it is not theirs. */
async function orderPage(
  c: PageContext,
  deps: SandboxPayPalPageDeps,
  orderId: string,
  userId: number,
  status: 200 | 400,
  problem: string | null = null,
) {
  const found = await deps.approvals.buyerOrder(orderId, userId);
  if (found.isErr()) return unavailable(c, found.error);
  if (found.value === null) return html(c, notFoundPage(), 404);
  return html(c, approvalPage(found.value, problem), status);
}

/** The page after an approval or a cancel: the buyer sent on, or why the order cannot change. */
function approvalOutcomePage(c: PageContext, outcome: PayPalApprovalOutcome) {
  switch (outcome.kind) {
    case 'NotFound':
      return html(c, notFoundPage(), 404);
    case 'Closed':
      return html(c, approvalPage(outcome.order), 409);
    case 'Redirect':
      return c.redirect(outcome.location, 303);
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
}

/**
 * A POST of the approval page's forms about the order the path names: refused (403, with `refused`'s heading
 * and text) when it does not come from this site, not-found signed out or for a malformed order id;
 * otherwise `answer` answers it for the signed-in buyer.
 */
function buyerPost(
  refused: [heading: string, text: string],
  answer: (c: PageContext, orderId: string, userId: number) => Promise<Response>,
) {
  return async (c: PageContext) => {
    if (!fromThisSite(c)) return html(c, messagePage(...refused), 403);
    const viewer = c.get('viewer');
    const orderId = c.req.param('orderId') ?? '';
    if (viewer === null || !PAYPAL_ID_PATTERN.test(orderId)) return html(c, notFoundPage(), 404);
    return answer(c, orderId, viewer.userId);
  };
}

/**
 * Whether a POST comes from a page of this site. The session cookie is SameSite=Strict, so a cross-site
 * form never carries it (and gets not-found); on top of that a browser's Sec-Fetch-Site, when sent, must be
 * same-origin, and an Origin header, when sent, must name this host.
 */
export function fromThisSite(c: PageContext): boolean {
  const site = requestHeader(c, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = requestHeader(c, 'origin');
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = [requestHeader(c, 'host'), requestHeader(c, 'x-forwarded-host'), new URL(c.req.url).host];
  return hosts.some((h) => h !== undefined && h.split(',')[0]?.trim().toLowerCase() === host.toLowerCase());
}

/**
 * The PayPal SANDBOX approval page (issue 12): GET {PAYPAL_SANDBOX_APPROVE_PATH}?token={orderId} shows the
 * signed-in owner of the order its amount and merchant, the two sandbox funding sources, Approve and
 * "Cancel and return"; anyone else (signed out, another user, an unknown order) gets not-found. The forms
 * post to …/orders/{orderId}/approve and …/cancel, which answer 303 to the order's returnUrl (with token
 * and PayerID) or cancelUrl (with token). Server-rendered HTML under the page Content-Security-Policy (no
 * script, the stylesheet at SANDBOX_PAYPAL_CSS_PATH), never cached (the default no-store).
 */
export function registerSandboxPayPalPage(app: App, deps: SandboxPayPalPageDeps): void {
  app.get(SANDBOX_PAYPAL_CSS_PATH, (c) => {
    cacheable(c, CSS_CACHE);
    return c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.get(PAYPAL_SANDBOX_APPROVE_PATH, async (c) => {
    const viewer = c.get('viewer');
    const orderId = c.req.query('token') ?? '';
    if (viewer === null || !PAYPAL_ID_PATTERN.test(orderId)) return html(c, notFoundPage(), 404);
    return orderPage(c, deps, orderId, viewer.userId, 200);
  });

  app.post(
    `${PAYPAL_SANDBOX_PATH}/orders/:orderId/approve`,
    buyerPost(['Not approved', 'Approve the payment from the approval page.'], async (c, orderId, userId) => {
      const form = await c.req.parseBody();
      const source = fundingSourceOf(form.fundingSource);
      if (source === null) return orderPage(c, deps, orderId, userId, 400, 'Please choose how to pay.');
      const outcome = await deps.approvals.approve(orderId, userId, source);
      return outcome.isErr() ? unavailable(c, outcome.error) : approvalOutcomePage(c, outcome.value);
    }),
  );

  app.post(
    `${PAYPAL_SANDBOX_PATH}/orders/:orderId/cancel`,
    buyerPost(['Not cancelled', 'Cancel the payment from the approval page.'], async (c, orderId, userId) => {
      const outcome = await deps.approvals.cancel(orderId, userId);
      return outcome.isErr() ? unavailable(c, outcome.error) : approvalOutcomePage(c, outcome.value);
    }),
  );
}
