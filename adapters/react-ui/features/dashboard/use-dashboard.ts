import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { loginHref } from '../../../../domain/accounts/eyebrow';
import { Route } from '../../../../domain/quote/routes';
import type { Quote } from '../../../../domain/quote/types';
import { DashboardError } from '../../../../domain/reservation/enums';
import { useApi } from '../../app/api-context';
import { useSession } from '../../app/session';
import { MY_LINKS_QUERY_KEY } from '../eyebrow/use-eyebrow';
import { moveInspectionQueryKey } from '../insect-inspection/inspection-query';
import { useStorageSchedule } from './charges/use-storage-schedule';
import { useDashboardErrorLog } from './dashboard-error-log';
import { readDashboardState, rememberActiveReservation, welcomePopupUsed } from './dashboard-storage';
import { shipmentViewFromWire, withBookedWindows } from './milestones/shipment-view-model';
import { useCancelReservation } from './use-cancel-reservation';

export const movePaymentsQueryKey = (quoteId: number | null) => ['move-payments', quoteId] as const;
export const reservationViewQueryKey = (quoteId: number | null) => ['reservation-view', quoteId] as const;
/** The out-of-date banner's copy of the move (§4): what the server holds now, beside what the page shows. */
export const reservationLatestQueryKey = (quoteId: number | null) => ['reservation-latest', quoteId] as const;
export const shipmentQueryKey = (quoteId: number | null) => ['shipment', quoteId] as const;
export const deliveryAppointmentQueryKey = (quoteId: number | null) =>
  ['delivery-appointment', quoteId] as const;

/**
 * /dashboard (§4 Dashboard): the reserved ids (GET contacts/me/links), then the first reservation (GET
 * moves/{id}) and its payments (GET moves/{id}/payments, issue 12), then the shipment milestones (GET
 * shipments/{id}, issue 13), in the §4 order. A visitor who is not signed in goes to the login page and comes back; a failed id load
 * signs the user out (§4 "Failure of the id load logs the user out"). A reservation must have
 * QuoteCompleted, otherwise 'quote is incomplete'.
 */
/**
 * The signed-in customer's quotes (GET contacts/me/links), as every dashboard page reads them first (§4):
 * signed out, the visitor goes to the login page and comes back to `returnTo`; a failed id load signs the
 * user out. Answers the first reserved move's id and the first quote still to book.
 */
export function useMyMoves(returnTo: string) {
  const api = useApi();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    if (session.status === 'signedOut') navigate(loginHref(returnTo), { replace: true });
  }, [session.status, navigate, returnTo]);

  // Asked beside GET contacts/me rather than after it (issue 28: one round trip fewer before the move shows):
  // signed out, it answers loggedin false and no ids, and the visitor goes to the login page as before.
  const links = useQuery({
    queryKey: MY_LINKS_QUERY_KEY,
    queryFn: () => api.myLinks(),
    enabled: session.status !== 'signedOut',
  });
  const linksFailed = signedIn && links.data !== undefined && !links.data.ok;
  useEffect(() => {
    if (linksFailed) navigate(Route.logout, { replace: true });
  }, [linksFailed, navigate]);

  const quotes = links.data?.ok === true ? (links.data.value.ContactQuoteRetrieve ?? []) : null;
  const reserved = useMemo(() => reservedMoves(quotes ?? []), [quotes]);
  // §3 Dashboard state activeReservation: the move chosen last on this browser while it is still one of
  // the customer's; otherwise the newest that stands (not cancelled), else the newest.
  const [chosen, setChosen] = useState<number | null>(() => readDashboardState().activeReservation);
  const reservedId =
    reserved.find((m) => m.QuoteId === chosen)?.QuoteId ??
    reserved.find((m) => !m.Cancelled)?.QuoteId ??
    reserved[0]?.QuoteId ??
    null;
  const choose = useCallback((quoteId: number) => {
    setChosen(quoteId);
    rememberActiveReservation(quoteId);
  }, []);
  return {
    /** The session is still being read, or the ids are loading. */
    loading: session.status === 'loading' || (signedIn && links.isPending),
    /** The ids are loaded and no move is booked. */
    none: quotes !== null && reserved.length === 0,
    reservedId,
    /** Every booked move of the customer's, newest first (issue 13: they can switch between them). */
    reserved,
    /** Shows another of the customer's moves (remembered on this browser). */
    choose,
    openQuote: quotes?.find((q) => !q.Reserved)?.QuoteId ?? null,
    /** The signed-in customer's email (the welcome popup shows once per customer), or null. */
    customer: session.status === 'signedIn' ? session.contact.EmailAddress : null,
  };
}

/** One of the customer's booked moves, as the dashboard's move switcher names it. */
export interface ReservedMove {
  QuoteId: number;
  OriginCity: string | null;
  DestinationCity: string | null;
  SpotDate: string | null;
  Cancelled: boolean;
}

const reservedMoves = (
  quotes: readonly {
    QuoteId: number;
    Reserved: boolean;
    OriginCity?: string | null;
    DestinationCity?: string | null;
    SpotDate?: string | null;
    Cancelled?: boolean;
  }[],
): ReservedMove[] =>
  quotes
    .filter((q) => q.Reserved)
    .map((q) => ({
      QuoteId: q.QuoteId,
      OriginCity: q.OriginCity ?? null,
      DestinationCity: q.DestinationCity ?? null,
      SpotDate: q.SpotDate ?? null,
      Cancelled: q.Cancelled ?? false,
    }));

/**
 * GET shipments/{id} of a booked move once its reservation is loaded (§4 order), as the views' model, its dates
 * told with the windows the reservation booked (withBookedWindows).
 */
export function useShipmentView(reservedId: number | null, quote: Pick<Quote, 'Details'> | null) {
  const api = useApi();
  const tracked = useQuery({
    queryKey: shipmentQueryKey(reservedId),
    queryFn: () => api.shipment(reservedId as number),
    enabled: reservedId !== null && quote !== null,
    // New events show without a reload: asked again when the customer comes back, and every two minutes.
    refetchOnWindowFocus: true,
    refetchInterval: 120_000,
  });
  const shipment = useMemo(
    () =>
      tracked.data?.ok && quote !== null
        ? withBookedWindows(shipmentViewFromWire(tracked.data.value), quote)
        : null,
    [tracked.data, quote],
  );
  return { tracked, shipment };
}

export function useDashboard() {
  const api = useApi();
  const mine = useMyMoves(Route.dashboard);
  const { reservedId, openQuote } = mine;
  const client = useQueryClient();
  const booked = useQuery({
    queryKey: reservationViewQueryKey(reservedId),
    queryFn: async () => {
      const answer = await api.viewReservation(reservedId as number);
      // The out-of-date banner's query starts from this answer (issue 28: the move is read once as the page loads).
      client.setQueryData(reservationLatestQueryKey(reservedId), answer);
      return answer;
    },
    enabled: reservedId !== null,
    // What the page shows stays until the customer asks for the latest (the out-of-date banner below).
    refetchOnWindowFocus: false,
  });
  const move = booked.data?.ok ? booked.data.value : null;
  // §4 the out-of-date banner: the move as the server holds it now, asked again when the customer comes
  // back to the page and each minute while it shows; the page keeps what it shows until they ask for it.
  // It starts from the page's own answer (above), so it is not asked again as the page opens.
  const latest = useQuery({
    queryKey: reservationLatestQueryKey(reservedId),
    queryFn: () => api.viewReservation(reservedId as number),
    enabled: reservedId !== null && move !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: 'always',
    refetchInterval: 60_000,
  });
  const newer = latest.data?.ok ? latest.data.value.quote.Revision : null;
  const outOfDate = move !== null && newer !== null && newer > move.quote.Revision;
  // Issue 12: the move's payments ledger and balances, beside the move (GET moves/{id}/payments).
  const paid = useQuery({
    queryKey: movePaymentsQueryKey(reservedId),
    queryFn: () => api.movePayments(reservedId as number),
    enabled: reservedId !== null,
  });
  // Issue 15: the §4 inspection form state for the readiness checklist (GET moves/{id}/inspection).
  const inspected = useQuery({
    queryKey: moveInspectionQueryKey(reservedId),
    queryFn: () => api.moveInspection(reservedId as number),
    enabled: reservedId !== null,
    staleTime: 0,
  });
  // Issue 13: the milestones, once the reservation is loaded (§4: ids, then the reservation, then these).
  const { tracked, shipment } = useShipmentView(reservedId, move?.quote ?? null);
  // Issue 13 delivery tool: the §4 delivery appointment kind, once the move has shipped to a door (the banner),
  // or with the milestones for the welcome popup, which tells whether the delivery can be booked online later.
  const deliverable =
    shipment !== null && shipment.state === 'Shipped' && shipment.shape.DestinationDelivery === 'Door';
  const welcomeDue = move !== null && mine.customer !== null && !welcomePopupUsed(mine.customer);
  const deliveryNow = useQuery({
    queryKey: deliveryAppointmentQueryKey(reservedId),
    queryFn: () => api.deliveryAppointment(reservedId as number),
    enabled: reservedId !== null && (deliverable || welcomeDue),
  });
  const delivery = deliverable && deliveryNow.data?.ok ? deliveryNow.data.value : null;
  const storageSchedule = useStorageSchedule(shipment);
  // Issue 13: "Cancel reservation", with the fee shown first (use-cancel-reservation.ts).
  const cancel = useCancelReservation(move?.quote ?? null, {
    reservation: reservationViewQueryKey(reservedId),
    payments: movePaymentsQueryKey(reservedId),
  });
  // §8 the dashboard's own errors are logged too: a move that could not be loaded, or 'quote is incomplete'.
  const logError = useDashboardErrorLog();
  const loadFailure = booked.data !== undefined && !booked.data.ok ? booked.data.error : null;
  const incomplete = move !== null && !move.quote.Details.QuoteCompleted && !move.quote.IsCompleted;
  useEffect(() => {
    if (loadFailure) logError(reservedId, 'load', loadFailure);
  }, [loadFailure, logError, reservedId]);
  useEffect(() => {
    if (incomplete) logError(reservedId, 'load', DashboardError.QuoteIsIncomplete);
  }, [incomplete, logError, reservedId]);
  // Issue 28 layout shift: the page shows once every part that places its first lines has answered (the
  // move, then its milestones and, for a move shipped to a door or under the welcome popup, the delivery tool;
  // its payments and inspection form alongside), so nothing moves in sight when one arrives after another.
  const settling =
    reservedId !== null &&
    (booked.isPending ||
      (move !== null &&
        (paid.isPending ||
          inspected.isPending ||
          tracked.isPending ||
          ((deliverable || welcomeDue) && deliveryNow.isPending))));
  return {
    loading: mine.loading || settling,
    none: mine.none,
    /** A quote of the customer's that is started but not booked, to go back to. */
    openQuote,
    /** Issue 13: the customer's booked moves, and the one shown; `choose` shows another. */
    reserved: mine.reserved,
    reservedId,
    choose: mine.choose,
    customer: mine.customer,
    failed: booked.data !== undefined && !booked.data.ok,
    incomplete,
    move,
    /** Undefined while loading, null when they could not be loaded. */
    payments: paid.data === undefined ? undefined : paid.data.ok ? paid.data.value : null,
    /** Issue 15: the move's inspection form; null while loading or when it could not be loaded. */
    inspection: inspected.data?.ok ? inspected.data.value : null,
    /** The milestones (null while loading, or when they could not be loaded: the views then say nothing). */
    shipment,
    /** Issue 13: the delivery tool's state (the banner shows while it is WebAppointment), or null. */
    delivery,
    /**
     * What the welcome popup offers to schedule online (domain/shipment/scheduling-ahead.ts): the pickup request
     * and the delivery tool now (null: none, or not known), and whether both are known yet.
     */
    scheduling: {
      known: shipment !== null && !deliveryNow.isPending,
      steps: shipment?.sequence ?? [],
      pickup: shipment?.pickup ?? null,
      delivery: deliveryNow.data?.ok ? deliveryNow.data.value : null,
    },
    /** Issue 13: the §7 storage chart, asked only for a move with storage (charges timeline, storage meter). */
    storageSchedule,
    cancel,
    /** §4: the server holds a newer revision of the move than the page shows; editing is off until reloaded. */
    outOfDate,
    /** Whether the latest is being loaded after `retry`. */
    reloading: booked.isFetching,
    retry: () => {
      void booked.refetch();
      void paid.refetch();
      void tracked.refetch();
    },
  };
}

export type DashboardModel = ReturnType<typeof useDashboard>;
