import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { Role } from '../../../../domain/accounts/enums';
import { mayEnterAgentCoupons } from '../../../../domain/accounts/page-settings';
import { DASHBOARD_TYPES, type DashboardType } from '../../../../domain/reservation/enums';
import {
  type EventStatus,
  isException,
  MILESTONE_EVENT_STATUSES,
  type Milestone,
  MilestoneState,
} from '../../../../domain/shipment';
import { zoneOfMilestone } from '../../../../domain/shipment/milestone-appointment';
import { REQUIRED_MESSAGE } from '../../../../domain/validation/messages';
import type {
  ApiFailure,
  ApiResult,
  BookedMove,
  MoveInspection,
  MovePayments,
  StaffShipment,
} from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import type { ConfirmDialogAction } from '../../app/confirm-dialog';
import { ActionText, chargeText } from './staff-lookup-text';
import { explainKey } from './use-staff-lookup';

/** One part of the move as loaded: its value, or why it is not shown. */
export type Part<T> =
  | { kind: 'loading' }
  | { kind: 'unavailable'; message: string | null; onRetry(): void }
  | { kind: 'ready'; value: T };

function part<T>(answer: ApiResult<T> | undefined, onRetry: () => void): Part<T> {
  if (answer === undefined) return { kind: 'loading' };
  if (answer.ok) return { kind: 'ready', value: answer.value };
  // A refusal with lines says why (e.g. 409 'id - The move has no shipment to follow').
  const message = answer.error.kind === 'Refused' ? (answer.error.errors[0] ?? null) : null;
  return { kind: 'unavailable', message: message && lineText(message), onRetry };
}

/** The message of a §5 'field - message' line. */
export const lineText = (line: string) => line.replace(/^[\w.[\]]*\s-\s/, '');

/** What a staff action answered, for its status line. */
export type ActionNote = { tone: 'success' | 'error'; text: string } | null;

const moveKey = (quoteId: number) => ['staff-move', quoteId] as const;

/** A failure as the lines to show: the server's lines, or null for "could not be reached". */
export function failureLines(error: ApiFailure): string[] | null {
  return error.kind === 'Refused' && error.errors.length > 0 ? error.errors : null;
}

/** A failed action's message: the server's lines, or that nothing was changed. */
function failureText(error: ApiFailure): string {
  const lines = failureLines(error);
  return lines ? lines.map(lineText).join(' ') : ActionText.failed;
}

/** One part of a move (under the move's query key), read once: a failure is shown with a way to retry. */
function useMovePart<T>(quoteId: number, part: string, read: (quoteId: number) => Promise<T>) {
  return useQuery({ queryKey: [...moveKey(quoteId), part], queryFn: () => read(quoteId), retry: false });
}

export interface EventDraft {
  Milestone: Milestone | '';
  Status: EventStatus | '';
  Reason: string;
  Early: string;
  Late: string;
}
const EMPTY_EVENT: EventDraft = { Milestone: '', Status: '', Reason: '', Early: '', Late: '' };

const isDashboardType = (value: string): value is DashboardType =>
  (DASHBOARD_TYPES as readonly string[]).includes(value);

/** A staff action that is asked for, then confirmed in a dialog (Escape or Keep cancels it). */
export interface ConfirmedAction extends ConfirmDialogAction {
  confirming: boolean;
  onAsk(): void;
  note: ActionNote;
  /** Why the last confirmation failed, shown in the dialog. */
  problem: string | null;
}

export interface StaffMoveModel {
  quoteId: number;
  reservation: Part<BookedMove>;
  payments: Part<MovePayments>;
  shipment: Part<StaffShipment>;
  /** Issue 15: the insect inspection form (§4 state, and the signed checklist once Received). */
  inspection: Part<MoveInspection>;
  event: {
    draft: EventDraft;
    set(field: keyof EventDraft, value: string): void;
    /** The milestones that apply to this move (not Disabled), in lifecycle order. */
    milestones: readonly Milestone[];
    /** The statuses the chosen milestone accepts. */
    statuses: readonly EventStatus[];
    needsReason: boolean;
    onSubmit(event: FormEvent): void;
    busy: boolean;
    errors: ReadonlyMap<string, readonly string[]>;
    note: ActionNote;
  };
  feed: {
    onRun(): void;
    busy: boolean;
    note: ActionNote;
    /** When the sandbox feed's next event is due, and the zone of its milestone's service center. */
    nextDue: { at: string; zone: string } | null;
  };
  transit: ConfirmedAction;
  /** Issue 12: cancel the reservation for the customer (staff may), with the fee previewed first. */
  cancel: ConfirmedAction;
  /** §3 DashboardType: limit the customer's dashboard (reconsignment or non-carrier), or make it full again. */
  dashboard: {
    /** The type chosen in the form ('' is the full dashboard). */
    value: DashboardType | '';
    set(value: string): void;
    onSubmit(event: FormEvent): void;
    busy: boolean;
    note: ActionNote;
  };
  coupon: {
    /** §6: agents (and admins) enter agent coupons; others read them. */
    allowed: boolean;
    code: string;
    setCode(value: string): void;
    onSubmit(event: FormEvent): void;
    busy: boolean;
    errors: readonly string[];
    note: ActionNote;
  };
}

/**
 * Issue 15: a booked move as staff see it on the lookup page: the reservation (GET moves/{id}), its payments
 * ledger (GET moves/{id}/payments) and its shipment with every event (GET shipments/{id}, the staff block);
 * and the staff actions the server has: record a shipment event, run the sandbox carrier feed, charge what
 * is due at Transit, and (agents, §6) add an agent coupon (POST moves/coupons). Each action sends a fresh
 * idempotency key per attempt where the endpoint takes one, and refreshes what it changed.
 */
export function useStaffMove(quoteId: number, role: Role): StaffMoveModel {
  const words = ActionText;
  const api = useApi();
  const client = useQueryClient();
  const reservationQ = useMovePart(quoteId, 'reservation', (id) => api.viewReservation(id));
  const paymentsQ = useMovePart(quoteId, 'payments', (id) => api.movePayments(id));
  const shipmentQ = useMovePart(quoteId, 'shipment', (id) => api.staffShipment(id));
  const inspectionQ = useMovePart(quoteId, 'inspection', (id) => api.moveInspection(id));
  const refresh = (what: ReadonlyArray<'reservation' | 'payments' | 'shipment' | 'quote'>) => {
    for (const w of what) {
      if (w === 'quote') void client.invalidateQueries({ queryKey: explainKey(String(quoteId)) });
      else void client.invalidateQueries({ queryKey: [...moveKey(quoteId), w] });
    }
  };
  const setShipment = (shipment: StaffShipment) =>
    client.setQueryData([...moveKey(quoteId), 'shipment'], { ok: true, value: shipment });

  // ---- a shipment event ----
  const [eventDraft, setEventDraft] = useState<EventDraft>(EMPTY_EVENT);
  const [eventErrors, setEventErrors] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [eventNote, setEventNote] = useState<ActionNote>(null);
  const eventKey = useRef<{ asked: string; key: string } | null>(null);
  const shipment = shipmentQ.data?.ok ? shipmentQ.data.value : null;
  const milestones = (shipment?.Milestones ?? [])
    .filter((m) => m.Status !== MilestoneState.Disabled)
    .map((m) => m.Milestone);
  const statuses = eventDraft.Milestone ? MILESTONE_EVENT_STATUSES[eventDraft.Milestone] : [];
  const needsReason = eventDraft.Status !== '' && isException(eventDraft.Status);
  const record = useMutation({
    mutationFn: (input: { draft: EventDraft; key: string }) => {
      const d = input.draft;
      return api.recordShipmentEvent(
        quoteId,
        {
          Milestone: d.Milestone as Milestone,
          Status: d.Status as EventStatus,
          ...(d.Reason.trim() ? { Reason: d.Reason.trim() } : {}),
          ...(d.Early && d.Late ? { Window: { Early: d.Early, Late: d.Late } } : {}),
        },
        input.key,
      );
    },
    onSuccess: (answer, input) => {
      if (!answer.ok) {
        // The shipment's refusal concerns the event as a whole: one note, not a message under a field.
        setEventErrors(new Map());
        setEventNote({ tone: 'error', text: failureText(answer.error) });
        return;
      }
      setEventErrors(new Map());
      eventKey.current = null;
      setShipment(answer.value.Shipment);
      const charge = answer.value.Charge;
      const said =
        answer.value.Outcome === 'Replayed'
          ? words.replayed
          : words.recorded(input.draft.Milestone, input.draft.Status);
      setEventNote({
        tone: charge?.Result === 'Failed' || charge?.Result === 'NotCharged' ? 'error' : 'success',
        text: charge ? `${said} ${chargeText(charge)}` : said,
      });
      setEventDraft(EMPTY_EVENT);
      refresh(['payments', 'reservation', 'quote']);
    },
  });

  // ---- the sandbox feed ----
  const [feedNote, setFeedNote] = useState<ActionNote>(null);
  const [nextDue, setNextDue] = useState<{ at: string; zone: string } | null>(null);
  const feed = useMutation({
    mutationFn: () => api.simulateShipment(quoteId),
    onSuccess: (answer) => {
      if (!answer.ok) {
        setFeedNote({ tone: 'error', text: failureText(answer.error) });
        return;
      }
      const r = answer.value;
      setShipment(r.Shipment);
      const zones = r.Shipment.Staff?.TimeZones;
      setNextDue(
        r.NextDueAt && r.NextDueMilestone && zones
          ? { at: r.NextDueAt, zone: zoneOfMilestone(zones, r.NextDueMilestone) }
          : null,
      );
      const parts = [words.fed(r.Recorded.length)];
      if (r.Stopped) parts.push(words.stopped(r.Stopped.Milestone, r.Stopped.Status, r.Stopped.Message));
      if (r.Charge) parts.push(chargeText(r.Charge));
      setFeedNote({ tone: r.Stopped ? 'error' : 'success', text: parts.join(' ') });
      refresh(['payments', 'reservation', 'quote']);
    },
  });

  // ---- the Transit charge ----
  const [confirming, setConfirming] = useState(false);
  const [transitNote, setTransitNote] = useState<ActionNote>(null);
  const [transitProblem, setTransitProblem] = useState<string | null>(null);
  const transit = useMutation({
    mutationFn: () => api.chargeAtTransit(quoteId),
    onSuccess: (answer) => {
      if (!answer.ok) {
        setTransitProblem(failureText(answer.error));
        return;
      }
      setConfirming(false);
      setTransitProblem(null);
      client.setQueryData([...moveKey(quoteId), 'payments'], { ok: true, value: answer.value.Payments });
      setTransitNote({
        tone: answer.value.Result === 'Failed' ? 'error' : 'success',
        text: chargeText(answer.value),
      });
    },
  });

  // ---- cancelling the reservation ----
  const [cancelAsked, setCancelAsked] = useState(false);
  const [cancelNote, setCancelNote] = useState<ActionNote>(null);
  const [cancelProblem, setCancelProblem] = useState<string | null>(null);
  const booked = reservationQ.data?.ok ? reservationQ.data.value : null;
  const cancel = useMutation({
    // A fresh key per confirmation: a retry after a lost answer finds the move cancelled and gets that answer.
    mutationFn: (revision: number) => api.cancelMove(quoteId, revision, crypto.randomUUID()),
    onSuccess: (answer) => {
      if (!answer.ok) {
        const error = answer.error;
        const reason = error.kind === 'Refused' ? (error.reason ?? '') : '';
        if (reason.startsWith('WrongRevisionError')) {
          refresh(['reservation', 'payments']);
          setCancelProblem(words.cancelChanged);
        } else {
          setCancelProblem(failureText(error));
        }
        return;
      }
      setCancelAsked(false);
      setCancelProblem(null);
      client.setQueryData([...moveKey(quoteId), 'payments'], { ok: true, value: answer.value.payments });
      setCancelNote({ tone: 'success', text: words.cancelled(answer.value.Cancellation.Fee) });
      refresh(['reservation', 'shipment', 'quote']);
      void client.invalidateQueries({ queryKey: ['staff-lookup'] });
    },
  });

  // ---- the dashboard type ----
  const [dashboardChoice, setDashboardChoice] = useState<DashboardType | '' | null>(null);
  const [dashboardNote, setDashboardNote] = useState<ActionNote>(null);
  const stored = booked?.quote.Details.Reservation?.DashboardType ?? null;
  const dashboardValue = dashboardChoice ?? stored ?? '';
  const dashboard = useMutation({
    mutationFn: (type: DashboardType | null) => api.setDashboardType(quoteId, type),
    onSuccess: (answer) => {
      if (!answer.ok) {
        setDashboardNote({ tone: 'error', text: failureText(answer.error) });
        return;
      }
      setDashboardChoice(null);
      setDashboardNote({
        tone: 'success',
        text: answer.value.Changed
          ? words.dashboardSet(answer.value.DashboardType)
          : words.dashboardUnchanged(answer.value.DashboardType),
      });
      refresh(['reservation']);
    },
  });

  // ---- an agent coupon ----
  const [code, setCode] = useState('');
  const [couponErrors, setCouponErrors] = useState<readonly string[]>([]);
  const [couponNote, setCouponNote] = useState<ActionNote>(null);
  const coupon = useMutation({
    mutationFn: (entered: string) => api.addReservationCoupon(quoteId, entered),
    onSuccess: (answer, entered) => {
      if (!answer.ok) {
        const lines = failureLines(answer.error);
        setCouponErrors(lines ? lines.map(lineText) : [words.failed]);
        setCouponNote(null);
        return;
      }
      setCouponErrors([]);
      setCode('');
      setCouponNote({ tone: 'success', text: words.couponAdded(entered.toUpperCase()) });
      refresh(['reservation', 'payments', 'quote']);
    },
  });

  return {
    quoteId,
    reservation: part(reservationQ.data, () => void reservationQ.refetch()),
    payments: part(paymentsQ.data, () => void paymentsQ.refetch()),
    shipment: part(shipmentQ.data, () => void shipmentQ.refetch()),
    inspection: part(inspectionQ.data, () => void inspectionQ.refetch()),
    event: {
      draft: eventDraft,
      set: (field, value) =>
        setEventDraft((d) => {
          const next = { ...d, [field]: value };
          // A status the new milestone does not accept is cleared.
          if (field === 'Milestone' && next.Status && next.Milestone) {
            if (!MILESTONE_EVENT_STATUSES[next.Milestone as Milestone].includes(next.Status))
              next.Status = '';
          }
          return next;
        }),
      milestones,
      statuses,
      needsReason,
      onSubmit: (event) => {
        event.preventDefault();
        const missing = new Map<string, string[]>();
        if (!eventDraft.Milestone) missing.set('Milestone', [REQUIRED_MESSAGE]);
        if (!eventDraft.Status) missing.set('Status', [REQUIRED_MESSAGE]);
        if (needsReason && !eventDraft.Reason.trim()) missing.set('Reason', [REQUIRED_MESSAGE]);
        if (eventDraft.Status === 'Scheduled' && (!eventDraft.Early || !eventDraft.Late))
          missing.set('Window', [REQUIRED_MESSAGE]);
        setEventErrors(missing);
        if (missing.size > 0) {
          setEventNote(null);
          return;
        }
        // One key per attempt: a retry of the same event after a lost answer is recorded once (Replayed).
        const asked = JSON.stringify(eventDraft);
        if (eventKey.current?.asked !== asked) eventKey.current = { asked, key: crypto.randomUUID() };
        record.mutate({ draft: eventDraft, key: eventKey.current.key });
      },
      busy: record.isPending,
      errors: eventErrors,
      note: eventNote,
    },
    feed: { onRun: () => feed.mutate(), busy: feed.isPending, note: feedNote, nextDue },
    transit: {
      confirming,
      onAsk: () => {
        setTransitProblem(null);
        setConfirming(true);
      },
      onClose: () => setConfirming(false),
      onConfirm: () => transit.mutate(),
      busy: transit.isPending,
      note: transitNote,
      problem: transitProblem,
    },
    cancel: {
      confirming: cancelAsked,
      onAsk: () => {
        setCancelProblem(null);
        setCancelAsked(true);
        refresh(['payments']);
      },
      onClose: () => setCancelAsked(false),
      onConfirm: () => {
        if (booked) cancel.mutate(booked.quote.Revision);
      },
      busy: cancel.isPending,
      note: cancelNote,
      problem: cancelProblem,
    },
    dashboard: {
      value: dashboardValue,
      set: (value) => {
        setDashboardChoice(isDashboardType(value) ? value : '');
        setDashboardNote(null);
      },
      onSubmit: (event) => {
        event.preventDefault();
        dashboard.mutate(dashboardValue === '' ? null : dashboardValue);
      },
      busy: dashboard.isPending,
      note: dashboardNote,
    },
    coupon: {
      allowed: mayEnterAgentCoupons(role),
      code,
      setCode: (value) => {
        setCode(value);
        setCouponErrors([]);
      },
      onSubmit: (event) => {
        event.preventDefault();
        if (!code.trim()) {
          setCouponErrors([REQUIRED_MESSAGE]);
          return;
        }
        coupon.mutate(code.trim());
      },
      busy: coupon.isPending,
      errors: couponErrors,
      note: couponNote,
    },
  };
}
