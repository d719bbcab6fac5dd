import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { pickupRequestedPath } from '../../../../domain/quote/routes';
import type { ApiResult, ShipmentStatus } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { refusedNotFound, useOwnMovePage, useOwnMoveQuery } from '../../app/own-move-page';
import { useDashboardErrorLog } from '../dashboard/dashboard-error-log';
import { shipmentViewFromWire } from '../dashboard/milestones/shipment-view-model';
import { reservationViewQueryKey, shipmentQueryKey } from '../dashboard/use-dashboard';
import { PickupText } from './pickup-text';

/** The message of a §5 'field - message' line. */
const messageOf = (line: string) => line.replace(/^[^-]*- /, '');

/**
 * The booked move of a pickup page (issue 13): the QuoteId from the path, the owner's shipment (GET
 * shipments/{id}, read again on every visit: its Pickup block says what can be asked for now) and the move
 * (GET moves/{id}, for the origin station's calendar the request carries). A visitor who is not signed in
 * goes to the login page and comes back; a move that is not theirs (404) is `missing`.
 */
export function usePickupMove() {
  const api = useApi();
  const page = useOwnMovePage();
  const { quoteId, session, signedIn } = page;
  const tracked = useOwnMoveQuery(page, shipmentQueryKey(quoteId), (id) => api.shipment(id));
  const booked = useOwnMoveQuery(
    page,
    reservationViewQueryKey(quoteId),
    (id) => api.viewReservation(id),
    false,
  );
  const shipment = useMemo(
    () => (tracked.data?.ok ? shipmentViewFromWire(tracked.data.value) : null),
    [tracked.data],
  );
  const missing = quoteId === null || refusedNotFound(tracked.data) || refusedNotFound(booked.data);
  const station = booked.data?.ok ? booked.data.value.quote.Details.Origin.StationDetail : null;
  return {
    quoteId,
    loading: !missing && (session.status === 'loading' || (signedIn && tracked.isPending)),
    missing,
    failed: !missing && tracked.data !== undefined && !tracked.data.ok,
    shipment,
    /** §3 StationDetail ServiceDays and Holidays of the origin, sent with the request (§7). */
    station: station ? { ServiceDays: station.ServiceDays, Holidays: station.Holidays } : null,
    reload: () => void tracked.refetch(),
  };
}
export type PickupMove = ReturnType<typeof usePickupMove>;

/**
 * The pre-pickup page's form (issue 13): the day chosen, and §7 POST shipments/{qId}/{target}/pickup with an
 * idempotency key per day chosen (a double click or a retry after a lost answer records one request). On
 * success the shipment's answer replaces the cached one and the post-pickup page opens; a day no longer
 * offered, or a request that cannot be made online now, reloads the shipment and says why.
 */
export function usePickupRequest(move: PickupMove) {
  const api = useApi();
  const logError = useDashboardErrorLog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<IsoDate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const key = useRef<{ date: IsoDate; key: string } | null>(null);

  const submit = async () => {
    if (move.quoteId === null || sending) return;
    if (chosen === null) {
      setProblem(PickupText.chooseDay);
      return;
    }
    if (key.current?.date !== chosen) key.current = { date: chosen, key: crypto.randomUUID() };
    setSending(true);
    setProblem(null);
    const answer = await api.requestPickup(
      move.quoteId,
      {
        PickupDate: chosen,
        ServiceDays: move.station?.ServiceDays ?? [],
        ServiceCenterHolidays: move.station?.Holidays ?? [],
      },
      key.current.key,
    );
    setSending(false);
    if (answer.ok) {
      const fresh: ApiResult<ShipmentStatus> = { ok: true, value: answer.value.shipment };
      queryClient.setQueryData(shipmentQueryKey(move.quoteId), fresh);
      navigate(pickupRequestedPath(move.quoteId));
      return;
    }
    const error = answer.error;
    logError(move.quoteId, 'pickup-request', error);
    if (error.kind === 'Refused' && (error.status === 400 || error.status === 409)) {
      key.current = null;
      setProblem(error.errors.map(messageOf).join(' ') || PickupText.failed);
      move.reload();
      return;
    }
    setProblem(PickupText.failed);
  };

  return {
    chosen,
    choose: (date: IsoDate) => {
      setChosen(date);
      setProblem(null);
    },
    problem,
    sending,
    submit,
  };
}
export type PickupRequestModel = ReturnType<typeof usePickupRequest>;
