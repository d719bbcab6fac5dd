import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { selectedOption } from '../../../../../domain/quote/edit-quote';
import { DeliveryType, EquipType } from '../../../../../domain/quote/enums';
import { Route } from '../../../../../domain/quote/routes';
import type { Quote } from '../../../../../domain/quote/types';
import { reloadsQuote } from '../../../../../domain/reservation/dashboard-errors';
import type { LocationAnswers, ScheduleAnswers } from '../../../../../domain/reservation/draft';
import { DashboardError, EDITS_SAVED_MESSAGE } from '../../../../../domain/reservation/enums';
import { initialLocationAnswers } from '../../../../../domain/reservation/initial-answers';
import { describeMoveChange } from '../../../../../domain/reservation/move-change-words';
import { MESSAGE_SEPARATOR } from '../../../../../domain/validation/field-messages';
import type { ApiFailure, MoveEdited, RelomoveApi } from '../../../../http/client/relomove-api';
import { useApi } from '../../../app/api-context';
import { defaultScheduleAnswers } from '../../reservation/schedule-step/use-schedule-step';
import { dashboardErrorOf, useDashboardErrorLog } from '../dashboard-error-log';
import { movePaymentsQueryKey, reservationViewQueryKey, shipmentQueryKey } from '../use-dashboard';
import { ChangeMoveText, RELOAD_REASON } from './change-move-text';

/** The equipment of a booked move as the page edits it (issue 13; §3 names where there is one). */
export interface EquipmentAnswers {
  EquipType: EquipType;
  LinearFeet: number;
  NumCubes: number;
  AddStorage: boolean;
  DestinationDelivery: DeliveryType;
}

/** The schedule form as booked: the reservation's drop-off and pickup dates and its appointment window. */
export function bookedSchedule(quote: Quote): ScheduleAnswers {
  const d = quote.Details;
  const reservation = d.Reservation;
  const base = defaultScheduleAnswers(quote);
  const appointment = reservation?.SpotAppointment;
  return {
    ...base,
    SpotDate: reservation?.MoveDate ?? d.SpotDate,
    PickupDate: reservation?.PickupDate ?? d.PickupDate,
    OriginAppointment: appointment
      ? {
          SelectedAppointmentOption: appointment.AppointmentWindow,
          EarlyTime: appointment.EarlyTime,
          LateTime: appointment.LateTime,
        }
      : base.OriginAppointment,
  };
}

/** The equipment as booked: the selected option's size, storage and delivery end. */
export function bookedEquipment(quote: Quote): EquipmentAnswers {
  const option = selectedOption(quote.Details.PricingOptions);
  const a = quote.Details.Accessorials;
  return {
    EquipType: option?.EquipType ?? EquipType.Trailer,
    LinearFeet: option?.LinearFeet ?? 0,
    NumCubes: option?.EquipQuantity ?? 1,
    AddStorage: option?.EquipType === EquipType.Relocube ? a.AddReloCubeStorage : a.AddTrailerStorage,
    DestinationDelivery: option?.DestinationDelivery ?? DeliveryType.Door,
  };
}

export interface ChangeAnswers {
  schedule: ScheduleAnswers;
  location: LocationAnswers;
  equipment: EquipmentAnswers;
}

export function bookedAnswers(quote: Quote): ChangeAnswers {
  return {
    schedule: bookedSchedule(quote),
    location: initialLocationAnswers(quote),
    equipment: bookedEquipment(quote),
  };
}

type EditBody = Parameters<RelomoveApi['editMove']>[1];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * §7 "forms plus Revision" for what changed only: a form that is as booked is left out (it stays as
 * booked), and so is each piece of equipment that is unchanged. Null when nothing changed.
 */
export function editBodyOf(quote: Quote, answers: ChangeAnswers, Confirm: boolean): EditBody | null {
  const booked = bookedAnswers(quote);
  const schedule = same(answers.schedule, booked.schedule) ? null : answers.schedule;
  const location = same(answers.location, booked.location) ? null : answers.location;
  const e = answers.equipment;
  const b = booked.equipment;
  const equipment = {
    ...(e.EquipType === EquipType.Trailer && e.LinearFeet !== b.LinearFeet
      ? { LinearFeet: e.LinearFeet }
      : {}),
    ...(e.EquipType === EquipType.Relocube && e.NumCubes !== b.NumCubes ? { NumCubes: e.NumCubes } : {}),
    ...(e.AddStorage !== b.AddStorage ? { AddStorage: e.AddStorage } : {}),
    ...(e.DestinationDelivery !== b.DestinationDelivery
      ? { DestinationDelivery: e.DestinationDelivery }
      : {}),
  };
  const anyEquipment = Object.keys(equipment).length > 0;
  if (!schedule && !location && !anyEquipment) return null;
  return {
    Revision: quote.Revision,
    Confirm,
    MyMove: { Location: location, Schedule: schedule },
    ...(anyEquipment ? { Equipment: equipment } : {}),
  };
}

/** Why the last preview or confirm did not go through, and whether the move was reloaded. */
export interface ChangeProblem {
  error: DashboardError;
  message: string;
  reloaded: boolean;
}

/** The message of a §5 'field - message' line. */
const messageOf = (line: string | undefined) => (line ?? '').replace(/^[^-]*- /, '').trim();

/**
 * §8 Dashboard errors of a refused edit: read from the first Messages entry, else the first ModelErrors
 * type, else Unknown. A refusal without them (a §5 bad-input answer) reads its reason as the first entry.
 */
export function problemOf(failure: ApiFailure): { error: DashboardError; line: string } {
  if (failure.kind !== 'Refused') {
    return { error: DashboardError.Unknown, line: ChangeMoveText.unavailable };
  }
  const error = dashboardErrorOf(failure);
  // Issue 27: several messages for one field come joined by '|' (§5); the page says them one after another.
  const line = failure.errors
    .flatMap((l) => messageOf(l).split(MESSAGE_SEPARATOR))
    .map((m) => m.trim())
    .filter(Boolean)
    .join(' ');
  return { error, line: line || ChangeMoveText.unknown };
}

export interface ChangeMoveModel {
  answers: ChangeAnswers;
  change(next: Partial<ChangeAnswers>): void;
  /** The server's preview of the change (Confirm false), once asked for. */
  preview: MoveEdited | null;
  busy: 'previewing' | 'confirming' | null;
  problem: ChangeProblem | null;
  /** Asks the server for the new price (saves nothing). `schedule` overrides the answers' (the step's pickup). */
  review(schedule?: ScheduleAnswers): void;
  keepEditing(): void;
  confirm(): void;
}

/**
 * "Change my move" (issue 13): the answers as booked, changed by the page; "See the new price" sends §7
 * POST moves/edit/{id} with Confirm false and shows the server's preview; "Confirm changes" sends the same
 * body with Confirm true. Saved: the dashboard's queries are reloaded and the customer goes back to
 * /dashboard with §4 'Your edits have been saved.'. Refused: §8 reads the error (first Messages entry, then
 * ModelErrors), logs it to analytics, and WrongRevision, EditNotAllowed and SpotDateIsPast reload the move
 * (§4) and say so; the others show the server's line. `onProblem` keeps the problem above a reload.
 */
export function useChangeMove(
  quote: Quote,
  problem: ChangeProblem | null,
  onProblem: (problem: ChangeProblem | null) => void,
): ChangeMoveModel {
  const api = useApi();
  const logError = useDashboardErrorLog();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<ChangeAnswers>(() => bookedAnswers(quote));
  const [preview, setPreview] = useState<{ result: MoveEdited; body: EditBody } | null>(null);
  const [busy, setBusy] = useState<ChangeMoveModel['busy']>(null);
  const id = quote.QuoteId;
  const keys = [reservationViewQueryKey(id), movePaymentsQueryKey(id), shipmentQueryKey(id)];

  const refused = async (failure: ApiFailure, step: 'preview' | 'confirm') => {
    const { error, line } = problemOf(failure);
    logError(id, step, failure);
    const reload = reloadsQuote(error);
    const message = reload
      ? [RELOAD_REASON[error as keyof typeof RELOAD_REASON], line, ChangeMoveText.reloaded]
          .filter((part, i, all) => part && all.indexOf(part) === i)
          .join(' ')
      : line;
    onProblem({ error, message, reloaded: reload });
    setPreview(null);
    if (reload) await queryClient.invalidateQueries({ queryKey: reservationViewQueryKey(id) });
  };

  const review = async (schedule?: ScheduleAnswers) => {
    if (busy) return;
    const body = editBodyOf(quote, schedule ? { ...answers, schedule } : answers, false);
    if (!body) {
      onProblem({ error: DashboardError.Unknown, message: ChangeMoveText.nothingChanged, reloaded: false });
      return;
    }
    onProblem(null);
    setBusy('previewing');
    const answer = await api.editMove(id, body);
    setBusy(null);
    if (answer.ok) setPreview({ result: answer.value, body });
    else await refused(answer.error, 'preview');
  };

  const confirm = async () => {
    if (busy || !preview) return;
    onProblem(null);
    setBusy('confirming');
    const answer = await api.editMove(id, { ...preview.body, Confirm: true });
    if (answer.ok && answer.value.saved) {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      // The quote banner (features/quote-banner, key ['quote', token]) shows the changed move too.
      void queryClient.invalidateQueries({ queryKey: ['quote'] });
      // Issue 27: the notice lists every change the saved move shows, from the move before and after it.
      const saved = answer.value.quote as Quote | undefined;
      const details = saved ? describeMoveChange(quote, saved).map((line) => line.text) : [];
      navigate(Route.dashboard, { state: { notice: EDITS_SAVED_MESSAGE, details } });
      return;
    }
    setBusy(null);
    if (answer.ok) {
      onProblem({ error: DashboardError.Unknown, message: ChangeMoveText.unknown, reloaded: false });
    } else await refused(answer.error, 'confirm');
  };

  return {
    answers,
    change: (next) => {
      setPreview(null);
      setAnswers((current) => ({ ...current, ...next }));
    },
    preview: preview?.result ?? null,
    busy,
    problem,
    review: (schedule) => void review(schedule),
    keepEditing: () => setPreview(null),
    confirm: () => void confirm(),
  };
}
