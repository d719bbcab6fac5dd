import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { loginHref } from '../../../../domain/accounts/eyebrow';
import { Route } from '../../../../domain/quote/routes';
import { useApi } from '../../app/api-context';
import { useSession } from '../../app/session';
import { MY_LINKS_QUERY_KEY } from '../eyebrow/use-eyebrow';
import { useStorageSchedule } from './charges/use-storage-schedule';
import { shipmentViewFromWire } from './milestones/shipment-view-model';
import { useCancelReservation } from './use-cancel-reservation';

export const movePaymentsQueryKey = (quoteId: number | null) => ['move-payments', quoteId] as const;
export const reservationViewQueryKey = (quoteId: number | null) => ['reservation-view', quoteId] as const;
export const shipmentQueryKey = (quoteId: number | null) => ['shipment', quoteId] as const;

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

  const links = useQuery({ queryKey: MY_LINKS_QUERY_KEY, queryFn: () => api.myLinks(), enabled: signedIn });
  const linksFailed = links.data !== undefined && !links.data.ok;
  useEffect(() => {
    if (linksFailed) navigate(Route.logout, { replace: true });
  }, [linksFailed, navigate]);

  const quotes = links.data?.ok === true ? (links.data.value.ContactQuoteRetrieve ?? []) : null;
  return {
    /** The session is still being read, or the ids are loading. */
    loading: session.status === 'loading' || (signedIn && links.isPending),
    /** The ids are loaded and no move is booked. */
    none: quotes !== null && !quotes.some((q) => q.Reserved),
    reservedId: quotes?.find((q) => q.Reserved)?.QuoteId ?? null,
    openQuote: quotes?.find((q) => !q.Reserved)?.QuoteId ?? null,
  };
}

/** GET shipments/{id} of a booked move once its reservation is loaded (§4 order), as the views' model. */
export function useShipmentView(reservedId: number | null, reservationLoaded: boolean) {
  const api = useApi();
  const tracked = useQuery({
    queryKey: shipmentQueryKey(reservedId),
    queryFn: () => api.shipment(reservedId as number),
    enabled: reservedId !== null && reservationLoaded,
  });
  const shipment = useMemo(
    () => (tracked.data?.ok ? shipmentViewFromWire(tracked.data.value) : null),
    [tracked.data],
  );
  return { tracked, shipment };
}

export function useDashboard() {
  const api = useApi();
  const mine = useMyMoves(Route.dashboard);
  const { reservedId, openQuote } = mine;
  const booked = useQuery({
    queryKey: reservationViewQueryKey(reservedId),
    queryFn: () => api.viewReservation(reservedId as number),
    enabled: reservedId !== null,
  });
  const move = booked.data?.ok ? booked.data.value : null;
  // Issue 12: the move's payments ledger and balances, beside the move (GET moves/{id}/payments).
  const paid = useQuery({
    queryKey: movePaymentsQueryKey(reservedId),
    queryFn: () => api.movePayments(reservedId as number),
    enabled: reservedId !== null,
  });
  // Issue 13: the milestones, once the reservation is loaded (§4: ids, then the reservation, then these).
  const { tracked, shipment } = useShipmentView(reservedId, move !== null);
  // Issue 13 delivery tool: the §4 delivery appointment kind, once the move has shipped to a door (the banner).
  const deliverable =
    shipment !== null && shipment.state === 'Shipped' && shipment.shape.DestinationDelivery === 'Door';
  const deliveryNow = useQuery({
    queryKey: ['delivery-appointment', reservedId],
    queryFn: () => api.deliveryAppointment(reservedId as number),
    enabled: reservedId !== null && deliverable,
  });
  const delivery = deliverable && deliveryNow.data?.ok ? deliveryNow.data.value : null;
  const storageSchedule = useStorageSchedule(shipment);
  // Issue 13: "Cancel reservation", with the fee shown first (use-cancel-reservation.ts).
  const cancel = useCancelReservation(move?.quote ?? null, {
    reservation: reservationViewQueryKey(reservedId),
    payments: movePaymentsQueryKey(reservedId),
  });
  return {
    loading: mine.loading || (reservedId !== null && booked.isPending),
    none: mine.none,
    /** A quote of the customer's that is started but not booked, to go back to. */
    openQuote,
    failed: booked.data !== undefined && !booked.data.ok,
    incomplete: move !== null && !move.quote.Details.QuoteCompleted && !move.quote.IsCompleted,
    move,
    /** Undefined while loading, null when they could not be loaded. */
    payments: paid.data === undefined ? undefined : paid.data.ok ? paid.data.value : null,
    /** The milestones (null while loading, or when they could not be loaded: the views then say nothing). */
    shipment,
    /** Issue 13: the delivery tool's state (the banner shows while it is WebAppointment), or null. */
    delivery,
    /** Issue 13: the §7 storage chart, asked only for a move with storage (charges timeline, storage meter). */
    storageSchedule,
    cancel,
    retry: () => {
      void booked.refetch();
      void paid.refetch();
      void tracked.refetch();
    },
  };
}

export type DashboardModel = ReturnType<typeof useDashboard>;
