/**
 * §4 "Creating a quote": where a create-quote response sends the visitor, and the state a failed
 * create leaves behind.
 */
import { RequestStatus } from '../accounts/enums';
import { assertNever } from '../shared/assert-never';
import { InfoRequiredAction, InvalidAction, type QuoteAction, QuoteResult, QuoteState } from './enums';
import { type AppRoute, captchaRoute, Route } from './routes';

/** The parts of a createQuoteResponse (§7 POST quotes/add) that decide the route. */
export interface CreateQuoteOutcome {
  readonly success: boolean;
  readonly result: QuoteResult;
  readonly action: QuoteAction;
  /**
   * Whether the answer carried a quote (default true). Issue 10: a Dupe asked by someone other than the
   * quote's creator carries none, only a message saying the link was emailed to the quote's address.
   */
  readonly quoteKept?: boolean;
}

/**
 * §4 step 4: the route of an Invalid result, by its action. SendToPods and SendToBudget go to the
 * unserviceable page (?nextAct=pd / bg); the capacity action goes to the capacity page. Action None
 * (e.g. the InvalidCity* reasons, where §5 shows 'Enter a valid City, State or ZIP' and clears the
 * location) keeps the visitor on the quote form; so does an info-required action on an Invalid
 * result, a combination the spec does not show.
 */
function routeForInvalidAction(action: QuoteAction): AppRoute {
  return INVALID_ACTION_ROUTE[action];
}
const INVALID_ACTION_ROUTE: Readonly<Record<QuoteAction, AppRoute>> = {
  [InvalidAction.SendToPods]: Route.unserviceablePods,
  [InvalidAction.SendToBudget]: Route.unserviceableBudget,
  [InvalidAction.CapacityUnserviceable]: Route.capacityConstraints,
  [InvalidAction.None]: Route.movingQuote,
  [InfoRequiredAction.RequireLinearFeet]: Route.movingQuote,
  [InfoRequiredAction.RequireContactInfo]: Route.movingQuote,
};

/**
 * §4 "Creating a quote", steps 2-7, and the §2 route table. Total over every result, action and
 * success flag:
 * - success=false -> '/moving-quotes/error' (step 7), whatever the result;
 * - Auto -> the quote view (step 2); Dupe also goes to the quote view, since a duplicate answers
 *   with the existing quote, except a Dupe without a quote (issue 10 quote privacy: asked by someone
 *   other than its creator), which stays on the quote form to show its message;
 * - Manual, MANUAL_RESUBMIT, InfoRequired -> '/manual-quote' (step 3);
 * - Invalid -> by action (step 4, see routeForInvalidAction);
 * - RedirectToCaptcha -> '/captcha-verify?destination={currentPath}' (step 5);
 * - Error, ServiceError, UnknownError, INVALID_INPUT -> '/moving-quotes/quote-error-response' (step 6).
 * The action is read only for Invalid results.
 */
export function routeForCreateResult(outcome: CreateQuoteOutcome, currentPath: string): AppRoute {
  if (!outcome.success) return Route.error;
  const result = outcome.result;
  switch (result) {
    case QuoteResult.Auto:
      return Route.quoteView;
    case QuoteResult.Dupe:
      return outcome.quoteKept === false ? Route.movingQuote : Route.quoteView;
    case QuoteResult.Manual:
    case QuoteResult.MANUAL_RESUBMIT:
    case QuoteResult.InfoRequired:
      return Route.manualQuote;
    case QuoteResult.Invalid:
      return routeForInvalidAction(outcome.action);
    case QuoteResult.RedirectToCaptcha:
      return captchaRoute(currentPath);
    case QuoteResult.Error:
    case QuoteResult.ServiceError:
    case QuoteResult.UnknownError:
    case QuoteResult.INVALID_INPUT:
      return Route.quoteErrorResponse;
    default:
      return assertNever(result, 'quote result');
  }
}

/**
 * §4 step 8 "Any failure": success=false, or a result that produced no quote to keep — Invalid,
 * RedirectToCaptcha and the error results. Auto and Dupe show a quote; Manual, MANUAL_RESUBMIT and
 * InfoRequired store a quote under review (its Manual state comes from deriveQuoteState), so they
 * are not failures.
 */
export function isCreateFailure(outcome: CreateQuoteOutcome): boolean {
  if (!outcome.success) return true;
  switch (outcome.result) {
    case QuoteResult.Auto:
    case QuoteResult.Dupe:
    case QuoteResult.Manual:
    case QuoteResult.MANUAL_RESUBMIT:
    case QuoteResult.InfoRequired:
      return false;
    case QuoteResult.Invalid:
    case QuoteResult.RedirectToCaptcha:
    case QuoteResult.Error:
    case QuoteResult.ServiceError:
    case QuoteResult.UnknownError:
    case QuoteResult.INVALID_INPUT:
      return true;
    default:
      return assertNever(outcome.result, 'quote result');
  }
}

/** The state a failed create leaves: §4 step 8, "Any failure sets state Unquoted and status error". */
export interface CreateFailureState {
  readonly quoteState: typeof QuoteState.Unquoted;
  readonly requestStatus: typeof RequestStatus.Error;
}

/** §4 step 8: Unquoted and request status Error after a failed create; null after a success. */
export function stateAfterCreateFailure(outcome: CreateQuoteOutcome): CreateFailureState | null {
  if (!isCreateFailure(outcome)) return null;
  return { quoteState: QuoteState.Unquoted, requestStatus: RequestStatus.Error };
}
