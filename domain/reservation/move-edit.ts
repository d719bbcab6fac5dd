/**
 * Issue 13 "Self-service changes", §7 POST moves/edit/{id} ("forms plus Revision"): what a customer may
 * change on a booked move before the cut-off, decided over the move as it is stored (the caller runs this
 * inside the transaction that holds the quote, so the revision check cannot race). The forms are the
 * reservation steps' own (step W's location form with the liability coverage, step X's schedule form with
 * the drop-off date, pickup date and appointment window) plus the equipment: the trailer length or the number
 * of ReloCubes, storage, and the delivery end (door or terminal). The client sends choices, never prices:
 * the edited move is priced here by the booking's own rules (bookedPrice).
 */
import { err, ok, type Result } from 'neverthrow';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import {
  EXPEDITE_NOT_AVAILABLE_MESSAGE,
  editRequestProblems,
  expediteOptionsForChild,
  recountCubes,
  rerateOptions,
  resizeOptions,
  selectedOption,
  selectOption,
  storageFor,
} from '../quote/edit-quote';
import { type DeliveryType, EquipType, ExpeditedFlag } from '../quote/enums';
import { isQuoteCompleted } from '../quote/quote-state';
import type { StoredPrice } from '../quote/stored-price';
import type { PricingOption, Quote } from '../quote/types';
import { loadingDaysFor, type RateCard } from '../rating/rate-card';
import type { FieldError } from '../validation/field-messages';
import type { AppointmentAnswers, LocationAnswers, ReservationDraft, ScheduleAnswers } from './draft';
import {
  cutoffBasis,
  EditActor,
  EditClosedReason,
  moveEditWindow,
  spotDateStillEditable,
} from './edit-cutoff';
import { ReservationStep } from './enums';
import { initialLocationAnswers } from './initial-answers';
import { changedFields, type MoveEditField, withEditHistory } from './move-edit-fields';
import {
  DELIVERY_END_NOT_OFFERED_MESSAGE,
  MoveEditErrorType,
  type MoveEditRefusal,
  moveEditRefused,
  NO_FORMS_SUPPLIED,
  SPOT_DATE_TOO_SOON_MESSAGE,
} from './move-edit-refusal';
import { applyDraft, bookedPrice, type ReservationFacts } from './reserved-quote';
import { locationProblems, scheduleDaysOf, scheduleProblems } from './step-answers';

/** The equipment a booked move may change (each optional: absent keeps it as booked). */
export interface EquipmentChanges {
  /** A trailer length in whole feet (§9 trailer price rule); for a trailer move. */
  LinearFeet?: number;
  /** §3 NumCubes: the number of ReloCubes; for a ReloCube move. */
  NumCubes?: number;
  /** Destination storage for the move's equipment (AddTrailerStorage / AddReloCubeStorage). */
  AddStorage?: boolean;
  /** The delivery end: at the door or at the destination terminal (§3 DestinationDelivery). */
  DestinationDelivery?: DeliveryType;
}

/** §7 "forms plus Revision": the whole form of each section to change (null keeps it as booked). */
export interface MoveEditRequest {
  Revision: number;
  Location: LocationAnswers | null;
  Schedule: ScheduleAnswers | null;
  Equipment: EquipmentChanges | null;
}

/** What the rules need from the world, gathered by the caller. */
export interface MoveEditFacts {
  /** The business clock's date and instant (ISO-8601). */
  today: IsoDate;
  now: string;
  /** The rate card in force today: trailer and ReloCube limits, rates for a new date, the edit cut-off. */
  card: RateCard;
  /** Station capacity data: true when `stationCode` has no equipment left on `date`. */
  isFull(stationCode: string, date: IsoDate): boolean;
  /** The service centers chosen in the Location form (null: keep the booked one) and the appointment fees. */
  reservation: ReservationFacts;
  /** Who asks (moveEditWindow): staff may change a move after the customer's cut-off. Default Customer. */
  actor?: EditActor;
}

/** Step X's answers as the booked move holds them. */
export function bookedScheduleAnswers(quote: Quote): ScheduleAnswers {
  const d = quote.Details;
  const a = d.Reservation?.SpotAppointment;
  const option = selectedOption(d.PricingOptions);
  const appointment: AppointmentAnswers = {
    SelectedAppointmentOption: a?.AppointmentWindow ?? 'Unspecified',
    EarlyTime: a?.EarlyTime ?? '',
    LateTime: a?.LateTime ?? '',
  };
  return {
    SpotDate: d.SpotDate,
    PickupDate: d.PickupDate,
    IsLiveLoad: d.Origin.LiveLoad,
    OriginAppointment: appointment,
    GuaranteedTransitTime: option?.ExpeditedFlag === ExpeditedFlag.Child ? option.CarrierTransitTime : null,
  };
}

/** The edit as planned: the move as it would be saved, both prices, and what the booking must re-check. */
export interface MoveEditPlan {
  /** The edited move at the stored Revision (the repository saves it at Revision + 1). */
  readonly quote: Quote;
  readonly before: StoredPrice;
  readonly after: StoredPrice;
  /** The tracked fields that change (empty: nothing changes). */
  readonly changed: readonly MoveEditField[];
  /** The origin station and drop-off date whose capacity the booking counts. */
  readonly station: string;
  readonly date: IsoDate;
  /** The drop-off appointment window chosen (re-checked against its slot when it is a paid window). */
  readonly appointment: AppointmentAnswers;
}

/** The parent option for another delivery end of the same equipment and origin, or undefined. */
function optionForDeliveryEnd(
  options: readonly PricingOption[],
  current: PricingOption,
  end: DeliveryType,
): PricingOption | undefined {
  return options.find(
    (o) =>
      o.ExpeditedFlag !== ExpeditedFlag.Child &&
      o.EquipType === current.EquipType &&
      o.OriginDelivery === current.OriginDelivery &&
      o.DestinationDelivery === end,
  );
}

/**
 * §4, §7, §8 An edit of a booked move, as one decision over the move as it is now:
 * 1. a cancelled reservation (EditNotAllowed), another revision (WrongRevisionError), an incomplete quote
 *    (QuoteIsIncomplete), the cut-off passed (EditNotAllowed, "please call us");
 * 2. no section at all: 'No forms supplied' (QuoteIsIncomplete);
 * 3. the equipment's own limits, and a delivery end the move has no option for (QuoteIsIncomplete lines);
 * 4. a drop-off date in the past (SpotDateIsPast), or one whose own cut-off has passed (EditNotAllowed; staff
 *    may pick it, as they may change the move after its cut-off: moveEditWindow);
 * 5. the forms checked as the reservation steps check them (QuoteIsIncomplete lines);
 * 6. a new drop-off date full at the origin station (the booking's capacity result);
 * 7. the move re-priced by the booking's rules: a new drop-off date re-rates the options with today's card
 *    (as quotes/edit does), then the trailer length or ReloCube count, the delivery end and storage, then the
 *    forms (applyDraft); the booked payment methods, coupons and booking facts are kept;
 * 8. the tracked fields that changed are added to the edit history (at most 10 per field).
 */
export function planMoveEdit(
  current: Quote,
  request: MoveEditRequest,
  facts: MoveEditFacts,
): Result<MoveEditPlan, MoveEditRefusal> {
  const booked = current.Details.Reservation;
  const actor = facts.actor ?? EditActor.Customer;
  const window = moveEditWindow(current, facts.now, facts.card.moveEdits, actor);
  if (window.reason === EditClosedReason.Cancelled || window.reason === EditClosedReason.NotReserved) {
    return err(moveEditRefused(MoveEditErrorType.EditNotAllowed, [], window.message));
  }
  if (current.Revision !== request.Revision)
    return err(moveEditRefused(MoveEditErrorType.WrongRevisionError));
  const option = selectedOption(current.Details.PricingOptions);
  const before = bookedPrice(current);
  if (!isQuoteCompleted(current) || current.IsDeleted || !option || !before || booked === null) {
    return err(moveEditRefused(MoveEditErrorType.QuoteIsIncomplete));
  }
  if (!window.allowed) return err(moveEditRefused(MoveEditErrorType.EditNotAllowed, [], window.message));
  if (request.Location === null && request.Schedule === null && request.Equipment === null) {
    return err(moveEditRefused(MoveEditErrorType.QuoteIsIncomplete, [], NO_FORMS_SUPPLIED));
  }

  // 3. The equipment.
  const equipment = request.Equipment ?? {};
  const problems: FieldError[] = editRequestProblems(
    {
      Revision: request.Revision,
      ...(equipment.LinearFeet !== undefined ? { LinearFeet: equipment.LinearFeet } : {}),
      ...(equipment.NumCubes !== undefined ? { NumCubes: equipment.NumCubes } : {}),
    },
    { today: facts.today, card: facts.card, isFull: facts.isFull },
  ).map((p) => ({ field: `Equipment.${p.field}`, message: p.message }));
  if (equipment.LinearFeet !== undefined && option.EquipType !== EquipType.Trailer)
    problems.push({ field: 'Equipment.LinearFeet', message: 'This move uses ReloCubes, not a trailer' });
  if (equipment.NumCubes !== undefined && option.EquipType !== EquipType.Relocube)
    problems.push({ field: 'Equipment.NumCubes', message: 'This move uses a trailer, not ReloCubes' });
  if (problems.length > 0) return err(moveEditRefused(MoveEditErrorType.QuoteIsIncomplete, problems));

  // 4. The drop-off date.
  const schedule = request.Schedule ?? bookedScheduleAnswers(current);
  const newDate = schedule.SpotDate !== current.Details.SpotDate;
  if (newDate && compareIsoDates(schedule.SpotDate, facts.today) < 0) {
    return err(moveEditRefused(MoveEditErrorType.SpotDateIsPast));
  }
  if (
    newDate &&
    actor === EditActor.Customer &&
    !spotDateStillEditable(
      { ...cutoffBasis(current), spotDate: schedule.SpotDate },
      facts.now,
      facts.card.moveEdits,
    )
  ) {
    return err(
      moveEditRefused(
        MoveEditErrorType.EditNotAllowed,
        [{ field: 'SpotDate', message: SPOT_DATE_TOO_SOON_MESSAGE }],
        SPOT_DATE_TOO_SOON_MESSAGE,
      ),
    );
  }

  // 7. The options: re-rated for a new date, resized, the delivery end, storage.
  let options = current.Details.PricingOptions;
  if (newDate) options = rerateOptions(current, schedule.SpotDate, facts.card);
  if (equipment.LinearFeet !== undefined) options = resizeOptions(options, equipment.LinearFeet);
  if (equipment.NumCubes !== undefined) options = recountCubes(options, equipment.NumCubes);
  if (
    equipment.DestinationDelivery !== undefined &&
    equipment.DestinationDelivery !== option.DestinationDelivery
  ) {
    const chosen = selectedOption(options) ?? option;
    const other = optionForDeliveryEnd(options, chosen, equipment.DestinationDelivery);
    if (!other) {
      return err(
        moveEditRefused(MoveEditErrorType.QuoteIsIncomplete, [
          { field: 'Equipment.DestinationDelivery', message: DELIVERY_END_NOT_OFFERED_MESSAGE },
        ]),
      );
    }
    options = selectOption(options, other.value);
  }
  let accessorials = current.Details.Accessorials;
  if (equipment.AddStorage !== undefined || equipment.DestinationDelivery !== undefined) {
    const wanted =
      equipment.AddStorage ?? (accessorials.AddTrailerStorage || accessorials.AddReloCubeStorage);
    accessorials = storageFor(accessorials, wanted, selectedOption(options)?.EquipType);
  }
  const resized: Quote = {
    ...current,
    Details: {
      ...current.Details,
      PricingOptions: options,
      Accessorials: accessorials,
      ExpeditedOptions: newDate ? [] : current.Details.ExpeditedOptions,
    },
  };

  // 5. The forms, checked as the reservation steps check them, for the option as it will be.
  const location = request.Location ?? initialLocationAnswers(resized);
  const resizedOption = selectedOption(options) ?? option;
  // A new drop-off date or pickup keeps to the days the page offers (the origin's working days within the
  // loading days); a pickup the booking already holds (one set with the pickup tool, say) stays as it is.
  const newDays = newDate || schedule.PickupDate !== current.Details.PickupDate;
  const days = newDays ? scheduleDaysOf(resized, loadingDaysFor(facts.card, resizedOption.EquipType)) : null;
  const formProblems = [
    ...locationProblems(location, resizedOption),
    ...(request.Schedule ? scheduleProblems(schedule, facts.today, days) : []),
  ];
  if (formProblems.length > 0) return err(moveEditRefused(MoveEditErrorType.QuoteIsIncomplete, formProblems));

  const draft: ReservationDraft = {
    QuoteId: current.QuoteId,
    AllowedStep: ReservationStep.payment,
    Location: location,
    Schedule: schedule,
    Payment: null,
    UpdatedAt: facts.now,
  };
  const applied = applyDraft(resized, draft, facts.reservation);
  const fresh = applied.Details.Reservation ?? booked;
  const station = applied.Details.Origin.StationDetail?.StationCode ?? '';

  // 6. The capacity data of a new date (the booking transaction counts the moves booked).
  if (newDate && station !== '' && facts.isFull(station, schedule.SpotDate)) {
    return err(moveEditRefused(MoveEditErrorType.InvalidCapacityUnserviceableDate));
  }

  // A guaranteed delivery is priced from the card for the new selection or dates.
  let expedited = applied.Details.ExpeditedOptions;
  const chosen = selectedOption(applied.Details.PricingOptions);
  const selectionChanged =
    newDate ||
    equipment.LinearFeet !== undefined ||
    equipment.NumCubes !== undefined ||
    equipment.DestinationDelivery !== undefined ||
    chosen?.value !== option.value;
  if (chosen?.ExpeditedFlag === ExpeditedFlag.Child && selectionChanged) {
    const priced = expediteOptionsForChild(
      applied.Details.PricingOptions,
      chosen,
      applied.Details,
      facts.card,
    );
    if (priced === null) {
      return err(
        moveEditRefused(MoveEditErrorType.QuoteIsIncomplete, [
          { field: 'GuaranteedTransitTime', message: EXPEDITE_NOT_AVAILABLE_MESSAGE },
        ]),
      );
    }
    expedited = priced;
  }

  const { MilitaryBranchOther: _other, ...kept } = booked;
  const edited: Quote = {
    ...applied,
    IsUpdated: true,
    Details: {
      ...applied.Details,
      ExpeditedOptions: expedited,
      Reservation: {
        ...kept,
        SpotAppointment: fresh.SpotAppointment,
        PickupDate: fresh.PickupDate,
        MoveDate: fresh.MoveDate,
        ExpeditedOptions: expedited,
        SMSPhoneNumber: fresh.SMSPhoneNumber,
        Contact: fresh.Contact,
        WeightTickets: fresh.WeightTickets,
        MilitaryBranch: fresh.MilitaryBranch ?? null,
        ...(fresh.MilitaryBranchOther !== undefined
          ? { MilitaryBranchOther: fresh.MilitaryBranchOther }
          : {}),
        laborRequested: fresh.laborRequested ?? false,
      },
    },
  };
  const after = bookedPrice(edited);
  if (after === null) return err(moveEditRefused(MoveEditErrorType.QuoteIsIncomplete));
  const changed = changedFields(current, edited);
  const reservation = edited.Details.Reservation ?? fresh;
  const saved: Quote = {
    ...edited,
    Details: {
      ...edited.Details,
      Reservation: {
        ...reservation,
        TotalPrice: after.breakdown.total,
        InvoiceAmountDue: after.breakdown.total,
        EditHistory: withEditHistory(booked.EditHistory, edited, changed, facts.now),
      },
    },
  };
  return ok({
    quote: saved,
    before,
    after,
    changed,
    station,
    date: schedule.SpotDate,
    appointment: schedule.OriginAppointment,
  });
}
