import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import {
  INDIRECT_MAPPING_PATH,
  INDIRECT_MAPPING_STATUS_ROUTE,
  STAFF_MAPPINGS_PATH,
} from '../../../domain/location/place-mapping-routes';
import { UNSUBSCRIBE_PAGE_PATH } from '../../../domain/notifications/unsubscribe-headers';
import * as paths from '../../../domain/quote/routes';
import { Route } from '../../../domain/quote/routes';
import { RESERVATION_ROUTE, STAFF_OUTBOX_PATH, STYLE_GUIDE_PATH } from '../../../domain/quote/screens';
import {
  INSECT_INSPECTION_PATH,
  INSECT_INSPECTION_RECEIVED_PATH,
} from '../../../domain/shipment/inspection-paths';
import { LandingPage } from '../features/landing/landing-page';
import { Layout, PageLoading, RouteError } from './layout';
import { WithQueryClient } from './query-scope';

/** '/moving-quotes/quoteview' without a query (the §2 table gives the unserviceable path with its query). */
const path = (route: string) => route.split('?')[0] ?? route;

/**
 * §2 routes. The landing page is in the main bundle; every other screen is its own chunk (lazy), under a
 * pathless route that also waits for TanStack Query's client (app/query-scope.tsx), which the landing page
 * does not need.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        element: (
          <WithQueryClient>
            <Outlet />
          </WithQueryClient>
        ),
        // While a screen's chunk loads on the first page load, the layout shows with the page's loading
        // state (and React Router has the fallback it asks for: no hydration warning).
        hydrateFallbackElement: <PageLoading />,
        children: [
          {
            path: Route.movingQuote,
            lazy: () =>
              import('../features/pages/moving-quote-page').then((m) => ({ Component: m.MovingQuotePage })),
          },
          {
            path: Route.quoteView,
            lazy: () =>
              import('../features/quote-view/quote-view-page').then((m) => ({ Component: m.QuoteViewPage })),
          },
          {
            path: Route.manualQuote,
            lazy: () =>
              import('../features/pages/manual-quote-page').then((m) => ({ Component: m.ManualQuotePage })),
          },
          {
            path: paths.UNSERVICEABLE_PATH,
            lazy: () =>
              import('../features/pages/unserviceable-page').then((m) => ({
                Component: m.UnserviceablePage,
              })),
          },
          {
            // §1 "an indirect mapping form" (issue 15): its path and its status page's are ours.
            path: INDIRECT_MAPPING_PATH,
            lazy: () =>
              import('../features/indirect-mapping/indirect-mapping-page').then((m) => ({
                Component: m.IndirectMappingPage,
              })),
          },
          {
            path: INDIRECT_MAPPING_STATUS_ROUTE,
            lazy: () =>
              import('../features/indirect-mapping/indirect-mapping-page').then((m) => ({
                Component: m.MappingStatusPage,
              })),
          },
          {
            path: Route.capacityConstraints,
            lazy: () =>
              import('../features/pages/capacity-page').then((m) => ({ Component: m.CapacityPage })),
          },
          {
            path: Route.quoteErrorResponse,
            lazy: () =>
              import('../features/pages/quote-error-response-page').then((m) => ({
                Component: m.QuoteErrorResponsePage,
              })),
          },
          {
            path: path(Route.error),
            lazy: () => import('../features/pages/error-page').then((m) => ({ Component: m.ErrorPage })),
          },
          {
            path: paths.CAPTCHA_PATH,
            lazy: () => import('../features/pages/captcha-page').then((m) => ({ Component: m.CaptchaPage })),
          },
          {
            path: Route.faq,
            lazy: () => import('../features/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
          },
          {
            path: paths.SEARCH_PATH,
            lazy: () => import('../features/search/search-page').then((m) => ({ Component: m.SearchPage })),
          },
          {
            // §1 "a style guide": its path is not shown; STYLE_GUIDE_PATH is our choice.
            path: STYLE_GUIDE_PATH,
            lazy: () =>
              import('../features/style-guide/style-guide-page').then((m) => ({
                Component: m.StyleGuidePage,
              })),
          },
          {
            // Issue 14 "Staff view": the staff outbox; anyone but staff sees the not-found page.
            path: STAFF_OUTBOX_PATH,
            lazy: () =>
              import('../features/staff-outbox/staff-outbox-page').then((m) => ({
                Component: m.StaffOutboxPage,
              })),
          },
          {
            // Issue 15: the staff lookup page; anyone but staff, agents and admins sees the not-found page.
            path: Route.staffLookup,
            lazy: () =>
              import('../features/staff-lookup/staff-lookup-page').then((m) => ({
                Component: m.StaffLookupPage,
              })),
          },
          {
            // Issue 15: staff review the indirect mapping requests; anyone but staff sees the not-found page.
            path: STAFF_MAPPINGS_PATH,
            lazy: () =>
              import('../features/staff-mappings/staff-mappings-page').then((m) => ({
                Component: m.StaffMappingsPage,
              })),
          },
          {
            path: Route.login,
            lazy: () => import('../features/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: Route.logout,
            lazy: () => import('../features/pages/logout-page').then((m) => ({ Component: m.LogoutPage })),
          },
          {
            // The §2 reservation steps (issue 11): '/reservation/{QuoteId}/{step path}' is ours.
            path: RESERVATION_ROUTE,
            lazy: () =>
              import('../features/reservation/reservation-page').then((m) => ({
                Component: m.ReservationPage,
              })),
          },
          {
            path: Route.dashboard,
            lazy: () =>
              import('../features/dashboard/dashboard-screens').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            // §2 the whole schedule with its calendar files (issue 13).
            path: Route.moveSchedule,
            lazy: () =>
              import('../features/dashboard/move-schedule/move-schedule-page').then((m) => ({
                Component: m.MoveSchedulePage,
              })),
          },
          {
            // §1 payment input and success pages (issue 12): '/dashboard/payment/{QuoteId}[/success]' are ours.
            path: paths.PAYMENT_INPUT_ROUTE,
            lazy: () =>
              import('../features/payment/payment-input-page').then((m) => ({
                Component: m.PaymentInputPage,
              })),
          },
          {
            path: paths.PAYMENT_SUCCESS_ROUTE,
            lazy: () =>
              import('../features/payment/payment-success-page').then((m) => ({
                Component: m.PaymentSuccessPage,
              })),
          },
          {
            // Issue 13 "Self-service changes": '/dashboard/change/{QuoteId}' is ours.
            path: paths.CHANGE_MOVE_ROUTE,
            lazy: () =>
              import('../features/dashboard/change-move/change-move-page').then((m) => ({
                Component: m.ChangeMovePage,
              })),
          },
          {
            // §1 pre-pickup and post-pickup tool pages (issue 13): '/dashboard/pickup/{QuoteId}[/requested]' are ours.
            path: paths.PICKUP_REQUEST_ROUTE,
            lazy: () =>
              import('../features/dashboard/dashboard-screens').then((m) => ({
                Component: m.PickupRequestPage,
              })),
          },
          {
            path: paths.PICKUP_REQUESTED_ROUTE,
            lazy: () =>
              import('../features/dashboard/dashboard-screens').then((m) => ({
                Component: m.PickupRequestedPage,
              })),
          },
          {
            // §1 delivery tool and its success page (issue 13): '/dashboard/delivery/{QuoteId}[/success]' are ours.
            path: paths.DELIVERY_TOOL_ROUTE,
            lazy: () =>
              import('../features/delivery/delivery-tool-page').then((m) => ({
                Component: m.DeliveryToolPage,
              })),
          },
          {
            path: paths.DELIVERY_SUCCESS_ROUTE,
            lazy: () =>
              import('../features/delivery/delivery-success-page').then((m) => ({
                Component: m.DeliverySuccessPage,
              })),
          },
          {
            // §1 post-delivery survey tool (issue 15): '/dashboard/survey/{QuoteId}' is ours.
            path: paths.POST_DELIVERY_SURVEY_ROUTE,
            lazy: () =>
              import('../features/surveys/survey-screens').then((m) => ({
                Component: m.PostDeliverySurveyPage,
              })),
          },
          {
            // §7 surveys/covid (issue 15): '/dashboard/health-and-safety/{QuoteId}' is ours.
            path: paths.VISIT_SAFETY_ROUTE,
            lazy: () =>
              import('../features/surveys/survey-screens').then((m) => ({
                Component: m.VisitSafetyPage,
              })),
          },
          {
            // §1 unsubscribe page (issue 14): '/unsubscribe?token=…' is ours.
            path: UNSUBSCRIBE_PAGE_PATH,
            lazy: () =>
              import('../features/unsubscribe/unsubscribe-page').then((m) => ({
                Component: m.UnsubscribePage,
              })),
          },
          {
            // §1 service-center locator (issue 15): '/service-centers' and '/service-centers/{code}' are ours.
            path: paths.SERVICE_CENTERS_PATH,
            lazy: () =>
              import('../features/service-center-locator/locator-page').then((m) => ({
                Component: m.LocatorPage,
              })),
          },
          {
            path: paths.SERVICE_CENTER_ROUTE,
            lazy: () =>
              import('../features/service-center-locator/center-detail-page').then((m) => ({
                Component: m.CenterDetailPage,
              })),
          },
          {
            // §1 insect inspection tool and its form-received page (issue 15; paths ours).
            path: INSECT_INSPECTION_PATH,
            lazy: () =>
              import('../features/insect-inspection/insect-inspection-page').then((m) => ({
                Component: m.InsectInspectionPage,
              })),
          },
          {
            path: INSECT_INSPECTION_RECEIVED_PATH,
            lazy: () =>
              import('../features/insect-inspection/inspection-received-page').then((m) => ({
                Component: m.InspectionReceivedPage,
              })),
          },
          {
            path: '*',
            lazy: () =>
              import('../features/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
          {
            // Manage Profile (issue 11): '/user/profile' is ours (§2 does not show its path).
            path: Route.profile,
            lazy: () =>
              import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
