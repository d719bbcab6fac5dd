/**
 * Issue 12, the SANDBOX Affirm application window (../shared/design/payments.md "Affirm"): the page Affirm
 * itself would show, served by us because the real Affirm cannot be reached. It shows the amount and an
 * example plan, with "Approve my loan" (§4 Success), "Decline" (Failure, "We couldn't approve you this
 * time") and "Close" (HasNotApplied).
 * - AffirmVCN: a full-page redirect; when done it sends the customer back to `returnUrl?checkout_id=...`.
 * - AffirmLite: a pop-up opened by the payment step; when done it tells its opener
 *   (`window.opener.postMessage`, from the served script file: the page policy allows no inline script)
 *   and closes.
 * Only the checkout's owner, signed in, sees it; anyone else gets 404, the same as an unknown checkout.
 * Every decision is a POST (never a link that a prefetcher could follow), and the session cookie is
 * SameSite=Strict, so another site cannot press the buttons.
 */
import type { Context } from 'hono';
import type { AffirmCheckout, AffirmSandboxWindow } from '../../../../application/ports/affirm-gateway';
import type { FinancingTermsSource } from '../../../../application/ports/financing-terms-source';
import { formatUsd } from '../../../../domain/money/money';
/** Where the window and its files live. */
import {
  AFFIRM_MESSAGES,
  AFFIRM_WINDOW_DECISIONS,
  AFFIRM_WINDOW_MESSAGE_TYPE,
  AffirmLoanStatus,
  type AffirmWindowDecision,
  affirmReturnUrlFor,
  SANDBOX_AFFIRM_PREFIX,
  sandboxAffirmWindowPath,
} from '../../../../domain/payment/affirm';
import { AffirmApplicationState, PaymentFlowType } from '../../../../domain/payment/enums';
import { examplePlanText } from '../../../../domain/payment/financing-promo';
import { type App, type AppEnv, cacheable, PAGE_HEADERS } from '../app';
import { escapeHtml } from './html';

export { SANDBOX_AFFIRM_PREFIX, sandboxAffirmWindowPath };
/** The script that tells the opener (a file: the page policy's script-src 'self' allows it). */
export const SANDBOX_AFFIRM_SCRIPT_PATH = `${SANDBOX_AFFIRM_PREFIX}/window.js`;
/** The window's stylesheet (a file: the page policy allows no inline style). */
export const SANDBOX_AFFIRM_CSS_PATH = `${SANDBOX_AFFIRM_PREFIX}/window.css`;
/** The checkout ids the window takes (the SANDBOX makes 'chk_' and 32 hex digits). */
const CHECKOUT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The page a finished application shows (and where the pop-up tells its opener). */
export function sandboxAffirmDonePath(checkoutId: string): string {
  return `${sandboxAffirmWindowPath(checkoutId)}/done`;
}

/** The banner every page of the window carries. */
export const SANDBOX_AFFIRM_BANNER = 'Affirm SANDBOX — no real loan, no credit check';

/** The window's words (the decline is Affirm's own, from the domain). */
export const SANDBOX_AFFIRM_TEXT = {
  approve: 'Approve my loan',
  decline: 'Decline',
  close: 'Close',
  back: 'Back to Relomove',
  approvedTitle: "You're approved",
  closedTitle: 'You closed your application',
  closedBody: 'Nothing was applied for. You can choose Affirm again, or another way to pay.',
  declinedBody: 'Nothing was borrowed. Please choose another way to pay.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no Affirm SANDBOX checkout here for you.',
  badDecision: 'Please use one of the buttons of the application.',
  unavailableTitle: 'Affirm SANDBOX is not answering',
  closeThisWindow: 'You can close this window.',
  noPlan: 'No example plan for this amount: it is outside the example terms.',
} as const;

const SCRIPT_CACHE = 'public, max-age=300';

const CSS = `*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#101820;background:#f4f5fb}
main{max-width:32rem;margin:0 auto;padding:1rem}
.sandbox{margin:0 0 1rem;padding:.75rem 1rem;border:2px dashed #8a3b00;border-radius:.5rem;background:#fff4e5;color:#5c2700;font-weight:700}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgb(0 0 0/.15)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
dl{margin:0 0 1rem}dt{font-weight:600}dd{margin:0 0 .5rem}
.amount{font-size:1.75rem;font-weight:700}
.note{color:#3d4451;font-size:.9375rem}
.actions{display:grid;gap:.75rem;margin-top:1.25rem}
button,.button{display:block;width:100%;min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;border:2px solid #0f1a8c;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:#0f1a8c;color:#fff}
.secondary{background:#fff;color:#0f1a8c}
.link{border:0;background:none;color:#0f1a8c;text-decoration:underline;min-height:2.75rem;font-weight:400}
button:focus-visible,a:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
form{margin:0}
@media (min-width:40rem){main{padding:2rem 1rem}}
`;

/** Tells the opener how the application ended, then closes the pop-up (AffirmLite only). */
const SCRIPT = `// Affirm SANDBOX window (issue 12): tells the payment step that opened this pop-up how the application ended.
(function () {
  var body = document.body;
  if (body.getAttribute('data-flow') !== 'AffirmLite') return;
  var message = {
    type: ${JSON.stringify(AFFIRM_WINDOW_MESSAGE_TYPE)},
    checkoutId: body.getAttribute('data-checkout-id'),
    state: body.getAttribute('data-state'),
  };
  function tell() {
    if (!window.opener || window.opener.closed) return false;
    window.opener.postMessage(message, window.location.origin);
    return true;
  }
  var told = tell();
  if (told && body.getAttribute('data-auto-close') === 'true') window.close();
  // "Back to Relomove" closes the pop-up while its opener is there (it was told on load); else the link is followed.
  var closers = document.querySelectorAll('[data-close-window]');
  for (var i = 0; i < closers.length; i++) {
    closers[i].addEventListener('click', function (event) {
      if (window.opener && !window.opener.closed) {
        event.preventDefault();
        window.close();
      }
    });
  }
})();
`;

type Ctx = Context<AppEnv>;

/**
 * Registers the SANDBOX Affirm window on `app`:
 * - GET  /api/sandbox/affirm/checkouts/{checkoutId}: the application (or, once finished, its outcome);
 * - POST /api/sandbox/affirm/checkouts/{checkoutId} with the form field `decision` (approve, decline, close);
 * - GET  /api/sandbox/affirm/checkouts/{checkoutId}/done: the outcome (the pop-up tells its opener here);
 * - GET  /api/sandbox/affirm/window.js and window.css.
 * Not in the OpenAPI document: it is the SANDBOX's page, not our API.
 */
export function registerSandboxAffirmWindow(
  app: App,
  affirm: AffirmSandboxWindow,
  financing: FinancingTermsSource,
): void {
  app.get(SANDBOX_AFFIRM_SCRIPT_PATH, (c) => {
    cacheable(c, SCRIPT_CACHE);
    return c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  app.get(SANDBOX_AFFIRM_CSS_PATH, (c) => {
    cacheable(c, SCRIPT_CACHE);
    return c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.get(`${SANDBOX_AFFIRM_PREFIX}/checkouts/:checkoutId`, async (c) => {
    const checkout = await ownCheckout(c, affirm);
    if (checkout === 'unavailable') return unavailablePage(c);
    if (checkout === null) return notFoundPage(c);
    return checkout.status === AffirmLoanStatus.Open
      ? applicationPage(c, checkout, examplePlanText(checkout.amount, financing.terms()))
      : outcomePage(c, checkout);
  });

  app.get(`${SANDBOX_AFFIRM_PREFIX}/checkouts/:checkoutId/done`, async (c) => {
    const checkout = await ownCheckout(c, affirm);
    if (checkout === 'unavailable') return unavailablePage(c);
    if (checkout === null) return notFoundPage(c);
    if (
      checkout.application === AffirmApplicationState.Initial &&
      checkout.status === AffirmLoanStatus.Open
    ) {
      return c.redirect(sandboxAffirmWindowPath(checkout.checkoutId), 303);
    }
    return outcomePage(c, checkout);
  });

  app.post(`${SANDBOX_AFFIRM_PREFIX}/checkouts/:checkoutId`, async (c) => {
    const viewer = c.get('viewer');
    const checkoutId = c.req.param('checkoutId');
    if (viewer === null || !CHECKOUT_ID.test(checkoutId)) return notFoundPage(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = AFFIRM_WINDOW_DECISIONS.find((d) => d === form.decision);
    if (decision === undefined) {
      // Only the owner learns that the form was wrong; anyone else still sees 404.
      const own = await affirm.windowOf(checkoutId, viewer.userId);
      if (own.isErr()) return unavailablePage(c);
      if (own.value === null) return notFoundPage(c);
      return messagePage(c, 400, SANDBOX_AFFIRM_TEXT.badDecision, own.value, false);
    }
    const decided = await affirm.decide(checkoutId, viewer.userId, decision);
    if (decided.isOk()) return afterDecision(c, decided.value, decision);
    const error = decided.error;
    switch (error.kind) {
      case 'AffirmCheckoutNotFound':
        return notFoundPage(c);
      case 'AffirmApplicationFinished': {
        // A second press (or another tab) after the application ended: show how it ended.
        const current = await affirm.windowOf(checkoutId, viewer.userId);
        if (current.isErr()) return unavailablePage(c);
        if (current.value === null) return notFoundPage(c);
        return outcomePage(c, current.value);
      }
      case 'AffirmCheckoutExpired':
      case 'AffirmCheckoutCancelled': {
        const current = await affirm.windowOf(checkoutId, viewer.userId);
        return messagePage(c, 409, error.message, current.isOk() ? current.value : null, true);
      }
      case 'AffirmGatewayUnavailable':
        c.get('log').error({ fault: error.message }, 'the Affirm sandbox failed');
        return unavailablePage(c);
      default: {
        const unmapped: never = error;
        return unmapped;
      }
    }
  });
}

/** The viewer's own checkout of the path; null for nobody signed in, another user's or an unknown one. */
async function ownCheckout(
  c: Ctx,
  affirm: AffirmSandboxWindow,
): Promise<AffirmCheckout | null | 'unavailable'> {
  const viewer = c.get('viewer');
  const checkoutId = c.req.param('checkoutId') ?? '';
  if (viewer === null || !CHECKOUT_ID.test(checkoutId)) return null;
  const found = await affirm.windowOf(checkoutId, viewer.userId);
  if (found.isErr()) {
    c.get('log').error({ fault: found.error.message }, 'the Affirm sandbox failed');
    return 'unavailable';
  }
  return found.value;
}

/** Where a decision leads: VCN back to the return page (a decline first shows why); Lite to its outcome page. */
function afterDecision(c: Ctx, checkout: AffirmCheckout, decision: AffirmWindowDecision): Response {
  if (checkout.flow === PaymentFlowType.AffirmVCN && decision !== 'decline') {
    return c.redirect(affirmReturnUrlFor(checkout.returnUrl, checkout.checkoutId), 303);
  }
  return c.redirect(sandboxAffirmDonePath(checkout.checkoutId), 303);
}

/** What a page tells the pop-up's opener: the outcome of a finished application (and whether it closes itself). */
interface Telling {
  checkout: AffirmCheckout;
  autoClose: boolean;
}

function page(
  c: Ctx,
  status: 200 | 400 | 404 | 409 | 503,
  title: string,
  body: string,
  tell: Telling | null = null,
): Response {
  // Only an AffirmLite outcome page loads the script; the application itself and AffirmVCN pages need none.
  const lite = tell !== null && tell.checkout.flow === PaymentFlowType.AffirmLite;
  const attributes = lite
    ? ` data-flow="${escapeHtml(tell.checkout.flow)}" data-checkout-id="${escapeHtml(tell.checkout.checkoutId)}" data-state="${escapeHtml(tell.checkout.application)}" data-auto-close="${tell.autoClose}"`
    : '';
  const script = lite ? `\n<script src="${SANDBOX_AFFIRM_SCRIPT_PATH}" defer></script>` : '';
  return c.html(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(SANDBOX_AFFIRM_BANNER)}</title>
<link rel="stylesheet" href="${SANDBOX_AFFIRM_CSS_PATH}">${script}</head>
<body${attributes}><main>
<p class="sandbox" role="note">${escapeHtml(SANDBOX_AFFIRM_BANNER)}</p>
<div class="card">
${body}
</div>
</main></body></html>`,
    status,
    PAGE_HEADERS,
  );
}

/**
 * The application: the amount, the three choices and the example plan of the financing promo's own table (issue 27: the promo's
 * "as low as" term, domain examplePlanText), so the window never offers other terms than the promo.
 */
function applicationPage(c: Ctx, checkout: AffirmCheckout, plan: string | null): Response {
  const action = escapeHtml(sandboxAffirmWindowPath(checkout.checkoutId));
  const amount = formatUsd(checkout.amount);
  const body = `<h1>Pay over time with Affirm</h1>
<dl>
<dt>Amount to finance</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>Example plan</dt><dd>${escapeHtml(plan ?? SANDBOX_AFFIRM_TEXT.noPlan)}</dd>
</dl>
<p class="note">An example only, not an offer. This SANDBOX makes no real loan and runs no credit check.</p>
<form method="post" action="${action}" class="actions">
<button type="submit" name="decision" value="approve" class="primary">${escapeHtml(SANDBOX_AFFIRM_TEXT.approve)}</button>
<button type="submit" name="decision" value="decline" class="secondary">${escapeHtml(SANDBOX_AFFIRM_TEXT.decline)}</button>
</form>
<form method="post" action="${action}">
<button type="submit" name="decision" value="close" class="link">${escapeHtml(SANDBOX_AFFIRM_TEXT.close)}</button>
</form>`;
  return page(c, 200, `Apply for ${amount}`, body);
}

/** How the application ended, with the way back (the pop-up tells its opener and closes when it can). */
function outcomePage(c: Ctx, checkout: AffirmCheckout): Response {
  const back = backLink(checkout);
  switch (checkout.application) {
    case AffirmApplicationState.Success: {
      const amount = formatUsd(checkout.loan.approvedAmount);
      if (checkout.status === AffirmLoanStatus.Expired || checkout.status === AffirmLoanStatus.Cancelled) {
        const message =
          checkout.status === AffirmLoanStatus.Expired
            ? AFFIRM_MESSAGES.checkoutExpired
            : AFFIRM_MESSAGES.loanCancelled;
        return messagePage(c, 200, message, checkout, true);
      }
      return page(
        c,
        200,
        SANDBOX_AFFIRM_TEXT.approvedTitle,
        `<h1>${escapeHtml(SANDBOX_AFFIRM_TEXT.approvedTitle)}</h1>
<p>Affirm SANDBOX approved a loan of <strong>${escapeHtml(amount)}</strong>. It is not a real loan.</p>
${back}`,
        { checkout, autoClose: true },
      );
    }
    case AffirmApplicationState.Failure:
      return textPage(c, 200, AFFIRM_MESSAGES.declined, SANDBOX_AFFIRM_TEXT.declinedBody, back, {
        checkout,
        autoClose: false,
      });
    case AffirmApplicationState.HasNotApplied:
    case AffirmApplicationState.Initial: {
      if (checkout.status === AffirmLoanStatus.Expired) {
        return messagePage(c, 200, AFFIRM_MESSAGES.checkoutExpired, checkout, true);
      }
      if (checkout.status === AffirmLoanStatus.Cancelled) {
        return messagePage(c, 200, AFFIRM_MESSAGES.checkoutCancelled, checkout, true);
      }
      return textPage(c, 200, SANDBOX_AFFIRM_TEXT.closedTitle, SANDBOX_AFFIRM_TEXT.closedBody, back, {
        checkout,
        autoClose: true,
      });
    }
    default: {
      const unknown: never = checkout;
      return unknown;
    }
  }
}

/** The way back to Relomove: the return page with the checkout id (in the pop-up, it closes the window). */
function backLink(checkout: AffirmCheckout): string {
  const href = escapeHtml(affirmReturnUrlFor(checkout.returnUrl, checkout.checkoutId));
  const note =
    checkout.flow === PaymentFlowType.AffirmLite
      ? `<p class="note">${escapeHtml(SANDBOX_AFFIRM_TEXT.closeThisWindow)}</p>\n`
      : '';
  return `${note}<p><a class="button primary" href="${href}" data-close-window>${escapeHtml(SANDBOX_AFFIRM_TEXT.back)}</a></p>`;
}

/** A message with the way back; a finished (expired or cancelled) checkout's page also tells the opener. */
function messagePage(
  c: Ctx,
  status: 200 | 400 | 409,
  message: string,
  checkout: AffirmCheckout | null,
  tell: boolean,
): Response {
  const way = checkout ? backLink(checkout) : '';
  return page(
    c,
    status,
    message,
    `<h1>${escapeHtml(message)}</h1>\n${way}`,
    tell && checkout ? { checkout, autoClose: false } : null,
  );
}

/**
 * A page that says `title` as its heading and `text` under it, then `after` (the way back, when there is
 * one); `tell` as for page.
 */
function textPage(
  c: Ctx,
  status: 200 | 404 | 503,
  title: string,
  text: string,
  after: string | null = null,
  tell: Telling | null = null,
): Response {
  const body = `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`;
  return page(c, status, title, after === null ? body : `${body}\n${after}`, tell);
}

function notFoundPage(c: Ctx): Response {
  return textPage(c, 404, SANDBOX_AFFIRM_TEXT.notFoundTitle, SANDBOX_AFFIRM_TEXT.notFoundBody);
}

function unavailablePage(c: Ctx): Response {
  return textPage(c, 503, SANDBOX_AFFIRM_TEXT.unavailableTitle, AFFIRM_MESSAGES.unavailable);
}
