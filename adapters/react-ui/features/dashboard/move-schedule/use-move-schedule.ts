import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { loginHref } from '../../../../../domain/accounts/eyebrow';
import { Route } from '../../../../../domain/quote/routes';
import { useApi } from '../../../app/api-context';
import { useSession } from '../../../app/session';
import { MY_LINKS_QUERY_KEY } from '../../eyebrow/use-eyebrow';
import { shipmentViewFromWire } from '../milestones/shipment-view-model';
import { reservationViewQueryKey, shipmentQueryKey } from '../use-dashboard';

/**
 * /dashboard/move-schedule/ (§2, issue 13): the booked move's whole schedule, loaded as the dashboard loads
 * it (§4: the reserved ids, then the reservation, then the milestones; the same queries, so coming from
 * /dashboard reads nothing again). Signed out, the visitor signs in and comes back; a failed id load signs
 * the user out (§4).
 */
export function useMoveSchedule() {
  const api = useApi();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    if (session.status === 'signedOut') navigate(loginHref(Route.moveSchedule), { replace: true });
  }, [session.status, navigate]);

  const links = useQuery({ queryKey: MY_LINKS_QUERY_KEY, queryFn: () => api.myLinks(), enabled: signedIn });
  const linksFailed = links.data !== undefined && !links.data.ok;
  useEffect(() => {
    if (linksFailed) navigate(Route.logout, { replace: true });
  }, [linksFailed, navigate]);

  const reservedId =
    links.data?.ok === true
      ? (links.data.value.ContactQuoteRetrieve?.find((q) => q.Reserved)?.QuoteId ?? null)
      : null;
  const booked = useQuery({
    queryKey: reservationViewQueryKey(reservedId),
    queryFn: () => api.viewReservation(reservedId as number),
    enabled: reservedId !== null,
  });
  const move = booked.data?.ok ? booked.data.value : null;
  const tracked = useQuery({
    queryKey: shipmentQueryKey(reservedId),
    queryFn: () => api.shipment(reservedId as number),
    enabled: reservedId !== null && move !== null,
  });
  const shipment = useMemo(
    () => (tracked.data?.ok ? shipmentViewFromWire(tracked.data.value) : null),
    [tracked.data],
  );
  return {
    loading:
      session.status === 'loading' ||
      (signedIn && links.isPending) ||
      (reservedId !== null && (booked.isPending || (move !== null && tracked.isPending))),
    none: links.data?.ok === true && reservedId === null,
    failed:
      (booked.data !== undefined && !booked.data.ok) || (tracked.data !== undefined && !tracked.data.ok),
    quote: move?.quote ?? null,
    shipment,
    retry: () => {
      void booked.refetch();
      void tracked.refetch();
    },
  };
}

export type MoveScheduleModel = ReturnType<typeof useMoveSchedule>;
