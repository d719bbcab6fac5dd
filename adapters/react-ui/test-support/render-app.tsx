import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { pageClockUnderTest } from '../../../tests/support/page-clock-under-test';
import type { RelomoveApi } from '../../http/client/relomove-api';
import { AnalyticsProvider, InMemoryAnalytics } from '../app/analytics';
import { ApiProvider } from '../app/api-context';
import { ClockProvider, type PageClock } from '../app/page-clock';
import { appRoutes } from '../app/routes';

/** A RelomoveApi whose every call fails loudly unless the test gives it an answer. */
export function fakeApi(overrides: Partial<RelomoveApi> = {}): RelomoveApi {
  const unexpected = (name: string) =>
    vi.fn(async () => {
      throw new Error(`unexpected call to ${name}`);
    });
  /** A call that answers the api's Unavailable failure, for what a page reads on its own (not the test's). */
  const unavailable = (message: string) =>
    vi.fn(async () => ({ ok: false as const, error: { kind: 'Unavailable' as const, message } }));
  return {
    searchCities: unexpected('searchCities'),
    addQuote: unexpected('addQuote'),
    viewQuote: unexpected('viewQuote'),
    editQuote: unexpected('editQuote'),
    pricesByDate: unexpected('pricesByDate'),
    expediteOptions: unexpected('expediteOptions'),
    movementDates: unexpected('movementDates'),
    storageChargeSchedule: unexpected('storageChargeSchedule'),
    updateContact: unexpected('updateContact'),
    sendQuoteEmail: unexpected('sendQuoteEmail'),
    captchaChallenge: unexpected('captchaChallenge'),
    verifyCaptcha: unexpected('verifyCaptcha'),
    abTestVariant: unexpected('abTestVariant'),
    requestPlaceMapping: unexpected('requestPlaceMapping'),
    placeMapping: unexpected('placeMapping'),
    staffPlaceMappings: unexpected('staffPlaceMappings'),
    decidePlaceMapping: unexpected('decidePlaceMapping'),
    recordReferrerArrival: unexpected('recordReferrerArrival'),
    serviceCentersNear: unexpected('serviceCentersNear'),
    serviceCentersNearPoint: unexpected('serviceCentersNearPoint'),
    serviceCenters: unexpected('serviceCenters'),
    serviceCenterDetail: unexpected('serviceCenterDetail'),
    login: unexpected('login'),
    logout: unexpected('logout'),
    me: unexpected('me'),
    recordEvents: unexpected('recordEvents'),
    saveCard: unexpected('saveCard'),
    register: unexpected('register'),
    verifySignUp: unexpected('verifySignUp'),
    updateMe: unexpected('updateMe'),
    myLinks: unexpected('myLinks'),
    startReservation: unexpected('startReservation'),
    reservationDraft: unexpected('reservationDraft'),
    saveReservationStep: unexpected('saveReservationStep'),
    logReservationProgress: unexpected('logReservationProgress'),
    setSmsNumber: unexpected('setSmsNumber'),
    messageLog: unexpected('messageLog'),
    // Issue 28: the dashboard follows its move in the background; a test that does not give a stream gets
    // none (the page polls, as in a browser without EventSource).
    followMove: unavailable('no move stream in this test'),
    outbox: unexpected('outbox'),
    // Issue 15, the staff lookup page.
    lookupQuotes: unexpected('lookupQuotes'),
    explainQuote: unexpected('explainQuote'),
    recomputeQuote: unexpected('recomputeQuote'),
    staffShipment: unexpected('staffShipment'),
    recordShipmentEvent: unexpected('recordShipmentEvent'),
    simulateShipment: unexpected('simulateShipment'),
    chargeAtTransit: unexpected('chargeAtTransit'),
    setDashboardType: unexpected('setDashboardType'),
    addReservationCoupon: unexpected('addReservationCoupon'),
    setLaborReferral: unexpected('setLaborReferral'),
    reserveMove: unexpected('reserveMove'),
    viewReservation: unexpected('viewReservation'),
    editMove: unexpected('editMove'),
    moveDates: unexpected('moveDates'),
    spotDates: unexpected('spotDates'),
    appointmentAvailability: unexpected('appointmentAvailability'),
    financingTerms: unexpected('financingTerms'),
    movePayments: unexpected('movePayments'),
    createPayPalOrder: unexpected('createPayPalOrder'),
    openAffirmCheckout: unexpected('openAffirmCheckout'),
    affirmCheckout: unexpected('affirmCheckout'),
    affirmApproval: unexpected('affirmApproval'),
    cancelAffirmLoan: unexpected('cancelAffirmLoan'),
    lookupInspection: unexpected('lookupInspection'),
    submitInspection: unexpected('submitInspection'),
    moveInspection: unexpected('moveInspection'),
    addPaymentInfo: unexpected('addPaymentInfo'),
    payBalance: unexpected('payBalance'),
    cancelMove: unexpected('cancelMove'),
    shipment: unexpected('shipment'),
    requestPickup: unexpected('requestPickup'),
    deliveryAppointment: unexpected('deliveryAppointment'),
    bookDelivery: unexpected('bookDelivery'),
    // Issue 14: the dashboard's "What we send you" reads the choices on every dashboard; tests that do not
    // give an answer see it unavailable (its own message), not a failed test.
    messagePreferences: unavailable('not part of this test'),
    setMessagePreferences: unexpected('setMessagePreferences'),
    viewUnsubscribe: unexpected('viewUnsubscribe'),
    unsubscribe: unexpected('unsubscribe'),
    resubscribe: unexpected('resubscribe'),
    postDeliverySurvey: unexpected('postDeliverySurvey'),
    submitPostDeliverySurvey: unexpected('submitPostDeliverySurvey'),
    covidSurvey: unexpected('covidSurvey'),
    submitCovidSurvey: unexpected('submitCovidSurvey'),
    ...overrides,
  };
}

/**
 * The whole app (real routes, lazy screens) at `path`, in memory, with the given api; analytics are
 * recorded in memory (`analytics.events`). Issue 25: the pages read the test's clock, never the machine's:
 * the clock of the real application the file started (msw-real-api.ts), so the page and the server agree on
 * the day, else a TestClock at the suite's today (tests/support/test-today.ts).
 */
export function renderApp(
  path: string,
  api: RelomoveApi,
  analytics = new InMemoryAnalytics(),
  routes = appRoutes,
  clock: PageClock = pageClockUnderTest(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ClockProvider clock={clock}>
      <ApiProvider api={api}>
        <AnalyticsProvider analytics={analytics}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AnalyticsProvider>
      </ApiProvider>
    </ClockProvider>,
  );
  const here = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, here, analytics, queryClient };
}
