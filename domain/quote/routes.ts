import type { ValueOf } from '../shared/enum';
/**
 * §2 "Routes": every screen path the quote, reservation and dashboard rules send a visitor to,
 * written once (architecture.md, convention 8).
 */

/** §2: the fixed routes. The staff lookup path under /jojo is not shown; '/jojo/lookup' is our choice. */
export const Route = {
  movingQuote: '/moving-quote',
  manualQuote: '/manual-quote',
  quoteView: '/moving-quotes/quoteview',
  dashboard: '/dashboard',
  moveSchedule: '/dashboard/move-schedule/',
  quoteErrorResponse: '/moving-quotes/quote-error-response',
  error: '/moving-quotes/error',
  unserviceablePods: '/moving-quotes/quote-unserviceable?nextAct=pd',
  unserviceableBudget: '/moving-quotes/quote-unserviceable?nextAct=bg',
  capacityConstraints: '/moving-quotes/capacity-constraints',
  login: '/user/login',
  logout: '/user/logout',
  faq: '/customer-service/faq',
  staffLookup: '/jojo/lookup',
  /** Manage Profile (§2 eyebrow, §7 contacts/me): its path is not shown; '/user/profile' is ours (issue 11). */
  profile: '/user/profile',
} as const;
export type StaticRoute = ValueOf<typeof Route>;
export const STATIC_ROUTES: readonly StaticRoute[] = Object.values(Route);

/** The path of a booked move's page: its route (below) with the move's QuoteId for ':quoteId'. */
function movePagePath(route: string): (quoteId: number) => string {
  return (quoteId) => route.replace(':quoteId', String(quoteId));
}

/**
 * §1 "payment input and success pages" (issue 12): their paths are not shown; ours are under the dashboard,
 * per booked move: '/dashboard/payment/{QuoteId}' to add a card and pay what is due, and
 * '/dashboard/payment/{QuoteId}/success' after the balance is paid (docs/decisions.md).
 */
export const PAYMENT_INPUT_ROUTE = '/dashboard/payment/:quoteId';
export const PAYMENT_SUCCESS_ROUTE = '/dashboard/payment/:quoteId/success';

/**
 * Issue 13 "Self-service changes": the page that changes a booked move is not shown; ours is
 * '/dashboard/change/{QuoteId}' (docs/decisions.md).
 */
export const CHANGE_MOVE_ROUTE = '/dashboard/change/:quoteId';

/** The "Change my move" page of a booked move. */
export const changeMovePath = movePagePath(CHANGE_MOVE_ROUTE);

/**
 * §1 "a delivery tool with success page" (issue 13): paths not shown; ours are under the dashboard, per
 * booked move: '/dashboard/delivery/{QuoteId}' to book a delivery window, and '.../success' after it.
 */
export const DELIVERY_TOOL_ROUTE = '/dashboard/delivery/:quoteId';
export const DELIVERY_SUCCESS_ROUTE = '/dashboard/delivery/:quoteId/success';

/** The delivery tool of a booked move. */
export const deliveryToolPath = movePagePath(DELIVERY_TOOL_ROUTE);

/** The delivery tool's success page of a booked move. */
export const deliverySuccessPath = movePagePath(DELIVERY_SUCCESS_ROUTE);

/** The payment input page of a booked move. */
export const paymentInputPath = movePagePath(PAYMENT_INPUT_ROUTE);

/** The payment success page of a booked move. */
export const paymentSuccessPath = movePagePath(PAYMENT_SUCCESS_ROUTE);

/**
 * §1 "pre-pickup and post-pickup tool pages" (issue 13): their paths are not shown; ours are under the
 * dashboard, per booked move: '/dashboard/pickup/{QuoteId}' to ask for the pickup day, and
 * '/dashboard/pickup/{QuoteId}/requested' once it is asked for (docs/decisions.md).
 */
export const PICKUP_REQUEST_ROUTE = '/dashboard/pickup/:quoteId';
export const PICKUP_REQUESTED_ROUTE = '/dashboard/pickup/:quoteId/requested';

/** The pre-pickup page of a booked move. */
export const pickupRequestPath = movePagePath(PICKUP_REQUEST_ROUTE);

/** The post-pickup page of a booked move. */
export const pickupRequestedPath = movePagePath(PICKUP_REQUESTED_ROUTE);

/**
 * §1 "a post-delivery survey tool" (issue 15): its path is not shown; ours is under the dashboard, per booked
 * move: '/dashboard/survey/{QuoteId}' (the dashboard's card and the survey email link to it).
 */
export const POST_DELIVERY_SURVEY_ROUTE = '/dashboard/survey/:quoteId';

/** The post-delivery survey of a booked move. */
export const postDeliverySurveyPath = movePagePath(POST_DELIVERY_SURVEY_ROUTE);

/**
 * §7 POST surveys/covid (issue 15): the health-and-safety acknowledgement's page is ours:
 * '/dashboard/health-and-safety/{QuoteId}', linked from the dashboard while a crew visit to the home is ahead.
 */
export const VISIT_SAFETY_ROUTE = '/dashboard/health-and-safety/:quoteId';

/** The health-and-safety acknowledgement of a booked move. */
export const visitSafetyPath = movePagePath(VISIT_SAFETY_ROUTE);

/** §2: the path of the bot check; its query names the page to return to. */
export const CAPTCHA_PATH = '/captcha-verify';
/** §2: the path of site search. */
export const SEARCH_PATH = '/search';
/** §2: the path of the unserviceable page, before its `nextAct` query. */
export const UNSERVICEABLE_PATH = '/moving-quotes/quote-unserviceable';

/** §2 `nextAct`: pd sends the visitor to the pods brand, bg to the budget brand. */
export const NextAct = { pods: 'pd', budget: 'bg' } as const;
export type NextAct = ValueOf<typeof NextAct>;

/** §2 '/captcha-verify?destination={current path}'. */
export type CaptchaRoute = `${typeof CAPTCHA_PATH}?destination=${string}`;
/** §2 '/search?search_api_fulltext={term}'. */
export type SearchRoute = `${typeof SEARCH_PATH}?search_api_fulltext=${string}`;
/** Any §2 route. */
export type AppRoute = StaticRoute | CaptchaRoute | SearchRoute;

/** §2 bot check: '/captcha-verify?destination={current path}', the path URL-encoded. */
export function captchaRoute(currentPath: string): CaptchaRoute {
  return `${CAPTCHA_PATH}?destination=${encodeURIComponent(currentPath)}`;
}

/** §2 site search: '/search?search_api_fulltext={term}', the term URL-encoded. */
export function searchRoute(term: string): SearchRoute {
  return `${SEARCH_PATH}?search_api_fulltext=${encodeURIComponent(term)}`;
}

/** §2 unserviceable page for a `nextAct` value. */
export function unserviceableRoute(nextAct: NextAct): StaticRoute {
  return nextAct === NextAct.pods ? Route.unserviceablePods : Route.unserviceableBudget;
}

/** True when `value` is one of the §2 routes: a fixed route, a captcha route or a search route. */
export function isAppRoute(value: string): value is AppRoute {
  return (
    (STATIC_ROUTES as readonly string[]).includes(value) ||
    value.startsWith(`${CAPTCHA_PATH}?destination=`) ||
    value.startsWith(`${SEARCH_PATH}?search_api_fulltext=`)
  );
}

function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  const bare = cut === -1 ? path : path.slice(0, cut);
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/**
 * True when `currentPath` is on `route` or below it: '/dashboard', '/dashboard/' and
 * '/dashboard/move-schedule/' are all on '/dashboard'. Query strings and fragments are ignored.
 */
export function isOnRoute(currentPath: string, route: string): boolean {
  const here = pathOnly(currentPath);
  const there = pathOnly(route);
  return here === there || here.startsWith(`${there}/`);
}

/**
 * Issue 15, §1 "a service-center locator": its route is not shown; ours is '/service-centers', with
 * '/service-centers/{StationCode}' for one center's detail page (docs/decisions.md).
 */
export const SERVICE_CENTERS_PATH = '/service-centers';
export const SERVICE_CENTER_ROUTE = '/service-centers/:code';

/** The detail page of one service center. */
export function serviceCenterPath(stationCode: string): string {
  return `${SERVICE_CENTERS_PATH}/${encodeURIComponent(stationCode)}`;
}

/**
 * The quote form with Moving From filled in (issue 15 "each center links to a quote that starts there"):
 * '/moving-quote?from={ZIP or postal code}'. The form looks the code up and selects its place.
 */
export const MOVING_FROM_PARAM = 'from';

export function movingQuoteFrom(zip: string): string {
  return `${Route.movingQuote}?${MOVING_FROM_PARAM}=${encodeURIComponent(zip)}`;
}
