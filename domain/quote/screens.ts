/**
 * The screens the customer site has today, with their page titles: one list that the browser router's
 * titles and the server's answer (200 for a screen, 404 for any other path) both read (issue 10 "Every
 * page has its own <title>" and "An unknown address ... answers with HTTP 404").
 */
import {
  INDIRECT_MAPPING_PATH,
  INDIRECT_MAPPING_STATUS_ROUTE,
  STAFF_MAPPINGS_PATH,
} from '../location/place-mapping-routes';
import { UNSUBSCRIBE_PAGE_PATH } from '../notifications/unsubscribe-headers';
import { INSECT_INSPECTION_PATH, INSECT_INSPECTION_RECEIVED_PATH } from '../shipment/inspection-paths';
import { PRODUCT } from './enums';
import {
  CAPTCHA_PATH,
  CHANGE_MOVE_ROUTE,
  DELIVERY_SUCCESS_ROUTE,
  DELIVERY_TOOL_ROUTE,
  PAYMENT_INPUT_ROUTE,
  PAYMENT_SUCCESS_ROUTE,
  PICKUP_REQUEST_ROUTE,
  PICKUP_REQUESTED_ROUTE,
  POST_DELIVERY_SURVEY_ROUTE,
  Route,
  SEARCH_PATH,
  SERVICE_CENTER_ROUTE,
  SERVICE_CENTERS_PATH,
  UNSERVICEABLE_PATH,
  VISIT_SAFETY_ROUTE,
} from './routes';

/** §1 "a style guide": its path is not shown; '/style-guide' is our choice. */
export const STYLE_GUIDE_PATH = '/style-guide';

/** Issue 14 "Staff view": the staff outbox page; its path is ours, under the staff pages' /jojo. */
export const STAFF_OUTBOX_PATH = '/jojo/outbox';

export interface Screen {
  /** The path, without query. */
  readonly path: string;
  /** What the page is, first in the browser tab's title. */
  readonly title: string;
}

/** Every screen built so far. A §2 route not listed here (e.g. /dashboard until it is built) is not found. */
export const SCREENS: readonly Screen[] = [
  { path: '/', title: 'Instant moving quotes' },
  { path: Route.movingQuote, title: 'Get a moving quote' },
  { path: Route.quoteView, title: 'Your moving quote' },
  { path: Route.manualQuote, title: 'Your quote' },
  { path: UNSERVICEABLE_PATH, title: 'We cannot quote this move online' },
  { path: Route.capacityConstraints, title: 'No capacity on your date' },
  { path: Route.quoteErrorResponse, title: 'We could not finish your quote' },
  { path: Route.error, title: 'Something went wrong' },
  { path: CAPTCHA_PATH, title: 'A quick check' },
  { path: Route.faq, title: 'Help and FAQ' },
  { path: SEARCH_PATH, title: 'Search' },
  { path: STYLE_GUIDE_PATH, title: 'Style guide' },
  { path: STAFF_OUTBOX_PATH, title: 'Outbox' },
  // Issue 15: the staff lookup page (§2 "a staff lookup page under /jojo"; '/jojo/lookup' is ours).
  { path: Route.staffLookup, title: 'Staff lookup' },
  { path: Route.login, title: 'Sign in' },
  { path: Route.logout, title: 'Signing out' },
  { path: Route.profile, title: 'Manage your profile' },
  { path: Route.dashboard, title: 'My move' },
  // §1 unsubscribe page (issue 14): its path is not shown; '/unsubscribe' is ours.
  { path: UNSUBSCRIBE_PAGE_PATH, title: 'Unsubscribe' },
  // §1 service-center locator (issue 15): its path is not shown; '/service-centers' is ours.
  { path: SERVICE_CENTERS_PATH, title: 'Find a service center' },
  // §1 insect inspection tool and its form-received page (issue 15): paths not shown; ours.
  { path: INSECT_INSPECTION_PATH, title: 'Spongy moth inspection form' },
  { path: INSECT_INSPECTION_RECEIVED_PATH, title: 'Inspection form received' },
  // §1 indirect mapping form (issue 15) and staff's review of it: paths ours.
  { path: INDIRECT_MAPPING_PATH, title: 'Tell us where your town is' },
  { path: STAFF_MAPPINGS_PATH, title: 'Place requests' },
];

/** The reservation steps' route as the router writes it: '/reservation/{QuoteId}/{step}' (ours, issue 11). */
export const RESERVATION_ROUTE = '/reservation/:quoteId/:step?';

/** A booked move's page: its route, matched with the move's QuoteId (1 to 15 digits) for ':quoteId'. */
function movePage(route: string, title: string): { pattern: RegExp; screen: Screen } {
  return {
    pattern: new RegExp(`^${route.replace(':quoteId', '\\d{1,15}')}$`),
    screen: { path: route, title },
  };
}

/** Screens whose path has parts of its own (`path` is the router's pattern), matched by `pattern`. */
export const PATTERNED_SCREENS: ReadonlyArray<{ pattern: RegExp; screen: Screen }> = [
  {
    // Issue 15: one indirect mapping request's status page, by its link token (matched in lower case).
    pattern: /^\/moving-quotes\/indirect-mapping\/[a-z0-9_-]{16,64}$/,
    screen: { path: INDIRECT_MAPPING_STATUS_ROUTE, title: 'Your place request' },
  },
  {
    pattern: /^\/reservation\/\d{1,15}(\/(location|schedule|payment))?$/,
    screen: { path: RESERVATION_ROUTE, title: 'Reserve your move' },
  },
  {
    // §2 '/dashboard/move-schedule/' (issue 13): matched without its trailing slash, as every path is.
    pattern: /^\/dashboard\/move-schedule$/,
    screen: { path: Route.moveSchedule, title: 'Your move schedule' },
  },
  movePage(PAYMENT_INPUT_ROUTE, 'Pay your balance'),
  movePage(PAYMENT_SUCCESS_ROUTE, 'Payment received'),
  movePage(CHANGE_MOVE_ROUTE, 'Change my move'),
  movePage(PICKUP_REQUEST_ROUTE, 'Request your pickup'),
  movePage(PICKUP_REQUESTED_ROUTE, 'Pickup requested'),
  movePage(DELIVERY_TOOL_ROUTE, 'Book your delivery'),
  movePage(DELIVERY_SUCCESS_ROUTE, 'Delivery booked'),
  // Issue 15 surveys: the post-delivery survey and the health-and-safety acknowledgement of a booked move.
  movePage(POST_DELIVERY_SURVEY_ROUTE, 'How did your move go?'),
  movePage(VISIT_SAFETY_ROUTE, 'Health and safety for your visits'),
  {
    // Issue 15: one service center's detail page, by its StationCode (letters and digits, as the API takes it).
    pattern: /^\/service-centers\/[A-Za-z0-9]{1,10}$/,
    screen: { path: SERVICE_CENTER_ROUTE, title: 'Service center' },
  },
];

/** The title of any path that is no screen. */
export const NOT_FOUND_TITLE = 'Page not found';

/** A path as the router matches it: no query or fragment, no trailing slash (but '/'), any letter case. */
function bare(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  const path = cut === -1 ? pathname : pathname.slice(0, cut);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return trimmed.toLowerCase();
}

const BY_PATH: ReadonlyMap<string, Screen> = new Map(SCREENS.map((screen) => [screen.path, screen]));

/** The screen at a path, or null when there is none (the not-found page, HTTP 404). */
export function screenAt(pathname: string): Screen | null {
  const path = bare(pathname);
  return BY_PATH.get(path) ?? PATTERNED_SCREENS.find((p) => p.pattern.test(path))?.screen ?? null;
}

/** The browser tab's title for a path: 'Your moving quote | Relomove', 'Page not found | Relomove'. */
export function pageTitle(pathname: string): string {
  return `${screenAt(pathname)?.title ?? NOT_FOUND_TITLE} | ${PRODUCT}`;
}
