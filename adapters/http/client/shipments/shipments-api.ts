import type { z } from 'zod';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import type { InspectionDecision } from '../../../../domain/shipment/inspection-form';
import type {
  DeliveryAppointmentState,
  DeliveryBooked,
  DeliveryWindowChoice,
} from '../../contract/delivery-appointments';
import type { InspectionFormRequest, InspectionResponse } from '../../contract/inspection';
import type { PickupRequestBody, PickupRequestResponse, ShipmentResponse } from '../../contract/shipments';
import type {
  CovidSurveyRequest,
  PostDeliverySurveyRequest,
  SubmitCovidSurveyResponse,
  WireCovidSurvey,
  WirePostDeliverySurvey,
} from '../../contract/surveys';
import type { ApiResult } from '../api-result';
import type { MoveChangeListener, MoveFollowing } from '../event-source-move-changes';
import type { WireAnswer } from '../wire-types';

/** Issue 15: a move's post-delivery survey as GET and POST surveys/post-delivery answer it. */
export type PostDeliverySurvey = WirePostDeliverySurvey;
/** Issue 15: the answers sent (the move's QuoteId is the call's own argument). */
export type PostDeliverySurveyAnswers = Omit<PostDeliverySurveyRequest, 'QuoteId'>;
/** Issue 15: a move's health-and-safety acknowledgement as GET and POST surveys/covid answer it. */
export type CovidSurvey = WireCovidSurvey;
export type CovidSurveyAnswers = Omit<CovidSurveyRequest, 'QuoteId'>;
/** Issue 15: a survey answered: the move's first answer (Created) or a change of it (Updated). */
export type SurveySubmitted<T> = Omit<WireAnswer<typeof SubmitCovidSurveyResponse>, 'Survey'> & { Survey: T };
/** Issue 15: a move's inspection form as the answers carry it, with the §4 decision for the checklist. */
export type MoveInspection = WireAnswer<typeof InspectionResponse> & { decision: InspectionDecision };

export type {
  DeliveryAppointmentState,
  DeliveryBooked,
  DeliveryWindowChoice,
} from '../../contract/delivery-appointments';

/** GET shipments/{id}'s answer as a customer reads it (the staff block left out). */
export type ShipmentStatus = Omit<WireAnswer<typeof ShipmentResponse>, 'Staff'>;

/** §3 Pickup request: the day asked for, and the station calendar the page showed (checked, not used). */
export type PickupRequest = z.input<typeof PickupRequestBody>;

/**
 * §7 POST shipments/{qId}/{target}/pickup's answer: the day recorded (an ISO date) and the shipment after
 * it, which the client names `shipment` and reads without its staff block.
 */
export type PickupRequested = Omit<WireAnswer<typeof PickupRequestResponse>, 'PickupDate' | 'Shipment'> & {
  PickupDate: IsoDate;
  shipment: ShipmentStatus;
};

export interface ShipmentsApi {
  /**
   * GET shipments/{id} (§7 GetMilestone, issue 13): the booked move's shipment (its §4 state, pending state,
   * and the ten milestones with their dates and events) for its owner; anyone else is Refused 404.
   */
  shipment(quoteId: number): Promise<ApiResult<ShipmentStatus>>;
  /**
   * GET moves/{id}/stream (issue 28): follows a booked move's changes (shipment events, charges, messages)
   * as they are recorded on any instance, until `close()`. The browser reconnects by itself and resumes;
   * `listener.refused` says the server refused the stream (poll meanwhile; a new stream is tried later).
   * Unavailable where there is no EventSource (a page without it polls).
   */
  followMove(quoteId: number, listener: MoveChangeListener): Promise<ApiResult<MoveFollowing>>;
  /**
   * §7 POST shipments/{qId}/{target}/pickup {PickupDate, ServiceDays, ServiceCenterHolidays} (issue 13): the
   * owner asks for the day the loaded equipment is picked up ('origin'), once per idempotency key. The server
   * decides with the origin station's own calendar. Refused 400 'PickupDate - …' for a day not offered, 409
   * with reason EditNotAllowed when the request cannot be made online now.
   */
  requestPickup(
    quoteId: number,
    request: PickupRequest,
    idempotencyKey: string,
  ): Promise<ApiResult<PickupRequested>>;
  /**
   * GET appointments/delivery/{id} (issue 13 delivery tool, ours): which §4 delivery appointment kind applies
   * to the booked move now, with the dates bookable online or why to call; owner only (else Refused 404).
   */
  deliveryAppointment(quoteId: number): Promise<ApiResult<DeliveryAppointmentState>>;
  /**
   * §7 POST appointments/delivery (issue 13): books a delivery window, once per idempotency key. Refused 409
   * with reason BalanceDue, TooClose, NotInTransit, TerminalDelivery, Untracked, AlreadyDelivered,
   * ScheduledAppointmentPending, DateNotOffered or SlotBookedOut, and the §5 line.
   */
  bookDelivery(
    quoteId: number,
    window: DeliveryWindowChoice,
    idempotencyKey: string,
  ): Promise<ApiResult<DeliveryBooked>>;
  /**
   * POST inspection/lookup (issue 15 insect inspection tool, ours): a booked move's inspection form by its
   * reference number and an email of the move, no sign-in. Any mismatch is Refused 404 (reason
   * InspectionNotFound); too many from one address 429 (TooManyAttempts).
   */
  lookupInspection(reference: string, email: string): Promise<ApiResult<MoveInspection>>;
  /**
   * POST inspection/form (issue 15): the signed checklist; Refused 400 'field - message', 404 as the lookup,
   * 409 with reason NotRequired or Received (the first form stands).
   */
  submitInspection(form: InspectionFormRequest): Promise<ApiResult<MoveInspection>>;
  /** GET moves/{id}/inspection (issue 15): the owner's view, for the readiness checklist; else Refused 404. */
  moveInspection(quoteId: number): Promise<ApiResult<MoveInspection>>;
  /**
   * GET surveys/post-delivery/{id} (issue 15, ours): the move's post-delivery survey: open or why not, the steps
   * the move had, the answer given (owner; Refused 404 for anyone else's move).
   */
  postDeliverySurvey(quoteId: number): Promise<ApiResult<PostDeliverySurvey>>;
  /**
   * §7 POST surveys/post-delivery (issue 15): the answers; Created or Updated. Refused 400 with the §5 lines,
   * 409 with reason NotDelivered or Cancelled.
   */
  submitPostDeliverySurvey(
    quoteId: number,
    answers: PostDeliverySurveyAnswers,
  ): Promise<ApiResult<SurveySubmitted<PostDeliverySurvey>>>;
  /** GET surveys/covid/{id} (issue 15, ours): the move's health-and-safety acknowledgement, open or why not. */
  covidSurvey(quoteId: number): Promise<ApiResult<CovidSurvey>>;
  /** §7 POST surveys/covid (issue 15): the acknowledgement; Refused 400 with the §5 lines, 409 NoVisitsAhead or Cancelled. */
  submitCovidSurvey(
    quoteId: number,
    answers: CovidSurveyAnswers,
  ): Promise<ApiResult<SurveySubmitted<CovidSurvey>>>;
}
