/** §4 "Editing or changing a quote (equipment or date)": what each changeQuoteResponse failReason does. */

import { assertNever } from '../shared/assert-never';
import { EditFailReason } from './enums';
import { type AppRoute, captchaRoute, Route } from './routes';

/** What the caller does after an edit answer. */
export interface EditOutcome {
  /** True only for failReason None: the edit was saved. Every other reason rejects the edit. */
  readonly succeeded: boolean;
  /** Where to go next; null means stay. */
  readonly route: AppRoute | null;
  /** Load the quote, reservation and storage chart again and store the newer quote. */
  readonly reloadNewerQuote: boolean;
  /** Store the quote that came back with the edit answer. */
  readonly storeQuote: boolean;
}

/**
 * §4 Editing or changing a quote:
 * - None: success; store the returned quote and stay;
 * - NoRevisionMatch: reload quote, reservation and storage chart, store the newer quote, reject; no route;
 * - QuoteReserved: store it and go to /dashboard;
 * - QuoteExpired, QuoteIdInvalid: go to /moving-quote;
 * - QuoteStatusInvalid: go to /manual-quote;
 * - InvalidCapacityUnserviceableDate: go to the capacity page;
 * - RedirectToCaptcha: go to '/captcha-verify?destination={currentPath}'.
 */
export function outcomeForEditFailure(failReason: EditFailReason, currentPath: string): EditOutcome {
  const reject = (route: AppRoute | null, storeQuote = false): EditOutcome => ({
    succeeded: false,
    route,
    reloadNewerQuote: false,
    storeQuote,
  });
  switch (failReason) {
    case EditFailReason.None:
      return { succeeded: true, route: null, reloadNewerQuote: false, storeQuote: true };
    case EditFailReason.NoRevisionMatch:
      return { succeeded: false, route: null, reloadNewerQuote: true, storeQuote: false };
    case EditFailReason.QuoteReserved:
      return reject(Route.dashboard, true);
    case EditFailReason.QuoteExpired:
    case EditFailReason.QuoteIdInvalid:
      return reject(Route.movingQuote);
    case EditFailReason.QuoteStatusInvalid:
      return reject(Route.manualQuote);
    case EditFailReason.InvalidCapacityUnserviceableDate:
      return reject(Route.capacityConstraints);
    case EditFailReason.RedirectToCaptcha:
      return reject(captchaRoute(currentPath));
    default:
      return assertNever(failReason, 'edit fail reason');
  }
}
