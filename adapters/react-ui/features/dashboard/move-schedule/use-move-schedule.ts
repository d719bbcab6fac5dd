import { useQuery } from '@tanstack/react-query';
import { Route } from '../../../../../domain/quote/routes';
import { useApi } from '../../../app/api-context';
import { reservationViewQueryKey, useMyMoves, useShipmentView } from '../use-dashboard';

/**
 * /dashboard/move-schedule/ (§2, issue 13): the booked move's whole schedule, loaded as the dashboard loads
 * it (§4: the reserved ids, then the reservation, then the milestones; the same queries, so coming from
 * /dashboard reads nothing again). Signed out, the visitor signs in and comes back; a failed id load signs
 * the user out (§4).
 */
export function useMoveSchedule() {
  const api = useApi();
  const mine = useMyMoves(Route.moveSchedule);
  const { reservedId } = mine;
  const booked = useQuery({
    queryKey: reservationViewQueryKey(reservedId),
    queryFn: () => api.viewReservation(reservedId as number),
    enabled: reservedId !== null,
  });
  const move = booked.data?.ok ? booked.data.value : null;
  const { tracked, shipment } = useShipmentView(reservedId, move?.quote ?? null);
  return {
    loading:
      mine.loading || (reservedId !== null && (booked.isPending || (move !== null && tracked.isPending))),
    none: mine.none,
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
