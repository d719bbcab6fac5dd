import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { deliverySuccessPath } from '../../../../domain/quote/routes';
import type { AppointmentSlot } from '../../../../domain/reservation/appointment-windows';
import type { DeliveryAppointmentState, DeliveryBooked } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { useOwnMovePage, useOwnMoveQuery } from '../../app/own-move-page';
import { useDashboardErrorLog } from '../dashboard/dashboard-error-log';
import { movePaymentsQueryKey, reservationViewQueryKey, shipmentQueryKey } from '../dashboard/use-dashboard';
import { DeliveryText } from './delivery-text';

/** The query key of GET appointments/delivery/{id}, shared with the dashboard's banner. */
export const deliveryQueryKey = (quoteId: number | null) => ['delivery-appointment', quoteId] as const;

export interface DeliveryToolModel {
  quoteId: number | null;
  loading: boolean;
  /** Not the visitor's move (or no such move). */
  missing: boolean;
  failed: boolean;
  retry: () => void;
  state: DeliveryAppointmentState | null;
  date: IsoDate | null;
  chooseDate: (date: IsoDate) => void;
  windows: AppointmentSlot[];
  windowsLoading: boolean;
  windowsFailed: boolean;
  chosen: AppointmentSlot | null;
  choose: (slot: AppointmentSlot) => void;
  book: () => void;
  busy: boolean;
  problem: string | null;
}

/**
 * The delivery tool's server state (issue 13): the signed-in owner's §4 kind now (GET appointments/delivery/
 * {id}), the destination's windows on the chosen day (§7 destination availability: the windows still
 * available, Unspecified left out) and the booking (§7 POST appointments/delivery, one key per attempt,
 * kept for a retry of the same choice). Booked: the dashboard's move, payments and shipment are read again
 * and the success page opens.
 */
export function useDeliveryTool(): DeliveryToolModel {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = useOwnMovePage();
  const { quoteId, session, signedIn } = page;
  const now = useOwnMoveQuery(page, deliveryQueryKey(quoteId), (id) => api.deliveryAppointment(id));
  const state = now.data?.ok ? now.data.value : null;
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const date = picked && state?.Dates.includes(picked) ? picked : (state?.Dates[0] ?? null);
  const [chosen, setChosen] = useState<AppointmentSlot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const logError = useDashboardErrorLog();
  const key = useRef<string | null>(null);

  const windows = useQuery({
    queryKey: ['appointment-availability', String(quoteId), 'destination', date],
    queryFn: () => api.appointmentAvailability(String(quoteId), 'destination', date as IsoDate),
    enabled: state?.Kind === 'WebAppointment' && date !== null,
    staleTime: 10_000,
  });
  const offered = windows.data?.ok
    ? windows.data.value.filter((w) => w.Available && w.AppointmentWindow !== 'Unspecified')
    : [];

  const booking = useMutation({
    mutationFn: (choice: { date: IsoDate; slot: AppointmentSlot }) => {
      key.current ??= crypto.randomUUID();
      return api.bookDelivery(
        quoteId as number,
        {
          Date: choice.date,
          AppointmentWindow: choice.slot.AppointmentWindow,
          EarlyTime: choice.slot.EarlyTime,
          LateTime: choice.slot.LateTime,
        },
        key.current,
      );
    },
    onSuccess: async (answer) => {
      if (answer.ok) {
        key.current = null;
        await Promise.all(
          [deliveryQueryKey, shipmentQueryKey, movePaymentsQueryKey, reservationViewQueryKey].map((k) =>
            queryClient.invalidateQueries({ queryKey: k(quoteId) }),
          ),
        );
        navigate(deliverySuccessPath(quoteId as number), { state: { booked: answer.value } });
        return;
      }
      const error = answer.error;
      logError(quoteId, 'delivery-appointment', error);
      if (error.kind === 'Refused') {
        key.current = null;
        setProblem(error.errors.map((l) => l.replace(/^[\w.]+ - /, '')).join(' '));
        if (error.reason === 'SlotBookedOut') {
          setChosen(null);
          await windows.refetch();
        } else await now.refetch();
      } else setProblem(DeliveryText.unavailable);
    },
  });

  return {
    quoteId,
    loading: session.status === 'loading' || (signedIn && quoteId !== null && now.isPending),
    missing: quoteId === null || (now.data !== undefined && !now.data.ok && isNotFound(now.data.error)),
    failed: now.isError || (now.data !== undefined && !now.data.ok && !isNotFound(now.data.error)),
    retry: () => void now.refetch(),
    state,
    date,
    chooseDate: (d) => {
      setPicked(d);
      setChosen(null);
      setProblem(null);
    },
    windows: offered,
    windowsLoading: windows.isPending && windows.fetchStatus !== 'idle',
    windowsFailed: windows.data !== undefined && !windows.data.ok,
    chosen,
    choose: (slot) => {
      setChosen(slot);
      setProblem(null);
    },
    book: () => {
      setProblem(null);
      if (!date || !chosen) {
        setProblem(DeliveryText.chooseWindow);
        return;
      }
      booking.mutate({ date, slot: chosen });
    },
    busy: booking.isPending,
    problem,
  };
}

const isNotFound = (error: { kind: string; status?: number }) =>
  error.kind === 'Refused' && error.status === 404;

/** The booked answer handed to the success page by the tool (absent after a reload). */
export function bookedFrom(state: unknown): DeliveryBooked | null {
  if (typeof state !== 'object' || state === null || !('booked' in state)) return null;
  return (state as { booked: DeliveryBooked }).booked;
}
