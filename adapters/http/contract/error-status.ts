import type { LoginError } from '../../../application/accounts/login';
import type { SignUpMailRefused, TooManySignUps } from '../../../application/accounts/sign-up-errors';
import type { WrongSignUpCode } from '../../../application/accounts/verify-sign-up';
import type { SignInRequired } from '../../../application/errors';
import type { NoRevisionMatch } from '../../../application/move-planning/list-expedite-options';
import type { PlannedDateError } from '../../../application/move-planning/planned-date';
import type { UnsubscribeTokenInvalid } from '../../../application/notifications/message-preferences';
import type { BookingPaymentError } from '../../../application/payments/booking-payment-errors';
import type { NoChargeableMethod } from '../../../application/payments/move-charge';
import type { PlaceMappingRefused } from '../../../application/place-mappings/decide-place-mapping';
import type { PlaceMappingNotFound } from '../../../application/place-mappings/place-mapping-support';
import type { TooManyPlaceMappings } from '../../../application/place-mappings/request-place-mapping';
import type { SlotBookedOut } from '../../../application/ports/appointment-book';
import type { CaptchaUnavailable } from '../../../application/ports/captcha-verifier';
import type {
  IdempotencyKeyReused,
  PaymentGatewayUnavailable,
} from '../../../application/ports/payment-gateway';
import type { RateCardUnavailable } from '../../../application/ports/rate-card-source';
import type { QuoteAccessError } from '../../../application/quotes/quote-access';
import type { QuoteChangeError } from '../../../application/quotes/quote-change-errors';
import type { ZipNotFound } from '../../../application/reference/find-service-centers-near';
import type { NoPlaceNearPoint } from '../../../application/reference/find-service-centers-near-point';
import type { ServiceCenterNotFound } from '../../../application/reference/view-service-center';
import type { NoStationToSchedule } from '../../../application/reservations/schedule-access';
import type { ReservationBlocked, ReservationNotFound } from '../../../application/shared/reservation-errors';
import type { DeliveryAppointmentRefused } from '../../../application/shipments/delivery-appointment';
import type {
  InspectionAlreadyReceived,
  InspectionLookupsExceeded,
  InspectionNotFound,
  InspectionNotRequired,
} from '../../../application/shipments/insect-inspection';
import type { CalendarFileNotFound } from '../../../application/shipments/move-calendar-reader';
import type { LookupError } from '../../../application/staff/lookup-quotes';
import type { SurveyNotOpen } from '../../../application/surveys/survey-errors';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  tooManyAttemptsMessage,
} from '../../../domain/accounts/login-rules';
import {
  SignUpField,
  tooManySignUpsMessage,
  WRONG_CODE_MESSAGE,
} from '../../../domain/accounts/sign-up-rules';
import { PlaceMappingMessage } from '../../../domain/location/place-mapping';
import { NO_PLACE_NEAR_POINT_MESSAGE } from '../../../domain/location/service-center-locator';
import { INVALID_UNSUBSCRIBE_LINK_MESSAGE } from '../../../domain/notifications/unsubscribe-rules';
import { AFFIRM_MESSAGES } from '../../../domain/payment/affirm';
import { BOOKING_PAYMENT_MESSAGES } from '../../../domain/payment/booking-payments';
import { MOVE_DATE_WINDOW_MESSAGE } from '../../../domain/quote/move-date-window';
import { BannerText } from '../../../domain/quote/quote-state';
import {
  NO_STATION_TO_SCHEDULE_MESSAGE,
  SLOT_BOOKED_OUT_MESSAGE,
} from '../../../domain/reservation/appointment-windows';
import type {
  PickupRequestRefused,
  ShipmentEventRefused,
  ShipmentUnavailable,
} from '../../../domain/shipment';
import { InspectionText } from '../../../domain/shipment/inspection-form';
import { formatFieldErrors, type ValidationFailure } from '../../../domain/validation/field-messages';

/**
 * The one map from an application error to an HTTP status and §5 'field - message' lines
 * (architecture.md convention 4). The switch is exhaustive: a new error kind does not compile until
 * it is mapped here, and nothing falls through to a 500.
 */
export type ApiError =
  | QuoteAccessError
  | LoginError
  | SignInRequired
  | LookupError
  | ServiceCenterNotFound
  | ZipNotFound
  | NoPlaceNearPoint
  | NoRevisionMatch
  | PlannedDateError
  | RateCardUnavailable
  | CaptchaUnavailable
  | QuoteChangeError
  | ReservationNotFound
  | ReservationBlocked
  | ValidationFailure
  | PaymentGatewayUnavailable
  | IdempotencyKeyReused
  | TooManySignUps
  | SignUpMailRefused
  | WrongSignUpCode
  | NoStationToSchedule
  | SlotBookedOut
  | NoChargeableMethod
  | BookingPaymentError
  | ShipmentEventRefused
  | ShipmentUnavailable
  | CalendarFileNotFound
  | PickupRequestRefused
  | DeliveryAppointmentRefused
  | UnsubscribeTokenInvalid
  | SurveyNotOpen
  | InspectionNotFound
  | InspectionLookupsExceeded
  | InspectionNotRequired
  | InspectionAlreadyReceived
  | PlaceMappingNotFound
  | TooManyPlaceMappings
  | PlaceMappingRefused;

export interface HttpFailure {
  status: 400 | 401 | 403 | 404 | 409 | 429 | 503;
  lines: string[];
  reason?: string;
}

/** A failure of one §5 'field - message' line, with the reason when the answer names one. */
function fieldFailure(
  status: HttpFailure['status'],
  field: string,
  message: string,
  reason?: string,
): HttpFailure {
  const lines = [`${field} - ${message}`];
  return reason === undefined ? { status, lines } : { status, lines, reason };
}

export function httpFailure(error: ApiError): HttpFailure {
  switch (error.kind) {
    case 'QuoteNotFound':
    case 'NotFound':
      return fieldFailure(404, 'id', 'No quote matches this reference');
    case 'InvalidCredentials':
      return fieldFailure(401, 'email', INVALID_CREDENTIALS_MESSAGE);
    case 'TooManyAttempts':
      return fieldFailure(429, 'email', tooManyAttemptsMessage(error.minutes), 'TooManyAttempts');
    case 'RedirectToCaptcha':
      return fieldFailure(400, 'captcha', CAPTCHA_REQUIRED_MESSAGE, 'RedirectToCaptcha');
    case 'SignInRequired':
      return fieldFailure(401, 'session', SIGN_IN_REQUIRED_MESSAGE);
    case 'StaffOnly':
      return fieldFailure(403, 'session', error.message);
    case 'ServiceCenterNotFound':
      return fieldFailure(404, 'id', 'No service center has this code');
    case 'ZipNotFound':
      return fieldFailure(404, 'zip', 'No place has this ZIP or postal code');
    case 'NoPlaceNearPoint':
      return fieldFailure(404, 'latitude', NO_PLACE_NEAR_POINT_MESSAGE);
    case 'NoRevisionMatch':
      return fieldFailure(
        409,
        'Revision',
        `The quote has changed (it is now revision ${error.current}); reload it`,
        'NoRevisionMatch',
      );
    case 'SpotDateIsPast':
    case 'SpotDateTooFarAhead':
      return fieldFailure(400, error.field, MOVE_DATE_WINDOW_MESSAGE, error.kind);
    case 'RateCardUnavailable':
      return fieldFailure(503, 'rateCard', 'Prices are unavailable right now; please try again in a moment');
    case 'CaptchaUnavailable':
      return fieldFailure(
        503,
        'captcha',
        'The bot check is unavailable right now; please try again in a moment',
      );
    case 'QuoteIdInvalid':
      return fieldFailure(404, 'qId', 'No quote matches this reference', 'QuoteIdInvalid');
    case 'InvalidEdit':
      return { status: 400, lines: error.lines };
    case 'ValidationFailed':
      return { status: 400, lines: formatFieldErrors(error.errors) };
    // Issue 27: the addresses of step 1 change the price; the body also carries PriceChange (routes/reservations).
    case 'AddressPriceChanged':
      return { status: 409, lines: formatFieldErrors(error.errors), reason: 'AddressPriceChanged' };
    case 'EmailMissing':
      return fieldFailure(400, 'EmailAddress', BannerText.manualEmailPrompt);
    case 'InvalidLinkTime':
      return fieldFailure(400, 'ts', error.message);
    case 'ReservationNotFound':
      return fieldFailure(404, 'id', 'No reservation matches this reference');
    case 'ReservationBlocked':
      return fieldFailure(409, 'id', error.block.message, error.block.reason);
    case 'IdempotencyKeyReused':
      return fieldFailure(
        409,
        'idempotency-key',
        'This key was already used with a different request; use a new key',
        'IdempotencyKeyReused',
      );
    case 'StorageUnavailable':
      return fieldFailure(503, 'database', 'The service is busy right now; please try again in a moment');
    case 'PaymentGatewayUnavailable':
      return fieldFailure(
        503,
        'payment',
        'The card processor is unavailable right now; please try again in a moment',
      );
    case 'TooManySignUps':
      return fieldFailure(
        429,
        SignUpField.EmailAddress,
        tooManySignUpsMessage(error.minutes),
        'TooManyAttempts',
      );
    case 'SignUpMailRefused':
      return fieldFailure(error.temporary ? 503 : 400, SignUpField.EmailAddress, error.message);
    case 'WrongSignUpCode':
      return fieldFailure(400, SignUpField.Code, WRONG_CODE_MESSAGE);
    case 'NoStationToSchedule':
      return fieldFailure(409, 'id', NO_STATION_TO_SCHEDULE_MESSAGE, 'NoStationToSchedule');
    case 'NoChargeableMethod':
      return fieldFailure(
        409,
        'id',
        'This move has no payment method to charge; the customer must add one',
        'PaymentError',
      );
    // Issue 12: paying for a booking with PayPal or Affirm (application/payments/booking-payment-errors.ts).
    case 'NotInReservation':
      return fieldFailure(409, 'id', BOOKING_PAYMENT_MESSAGES.notInReservation, 'QuoteCannotBeEdited');
    case 'BookingAnswersMissing':
      return fieldFailure(409, 'id', BOOKING_PAYMENT_MESSAGES.answersMissing, 'QuoteIsIncomplete');
    case 'PayPalOrderRefused':
      return fieldFailure(409, 'PayPal', error.message, error.issue);
    case 'AffirmGatewayUnavailable':
      return fieldFailure(503, 'Affirm', AFFIRM_MESSAGES.unavailable);
    case 'AffirmCheckoutNotFound':
      return fieldFailure(404, 'checkoutId', AFFIRM_MESSAGES.checkoutNotFound);
    case 'AffirmAmountInvalid':
    case 'AffirmReturnUrlInvalid':
      return fieldFailure(409, 'Affirm', error.message, error.kind);
    case 'AffirmCardPending':
      return fieldFailure(409, 'checkoutId', BOOKING_PAYMENT_MESSAGES.affirmCardPending, 'AffirmCardPending');
    case 'AffirmCardNotSaved':
      return fieldFailure(
        409,
        'checkoutId',
        BOOKING_PAYMENT_MESSAGES.affirmCardNotSaved,
        'AffirmCardNotSaved',
      );
    case 'SlotBookedOut':
      return fieldFailure(409, 'apptObj', SLOT_BOOKED_OUT_MESSAGE, 'SlotBookedOut');
    // Issue 13: the shipment's state machine refused the event (nothing changed), or the move has no shipment to follow.
    case 'ShipmentEventRefused':
      return fieldFailure(409, 'Milestone', error.message, 'ShipmentEventRefused');
    case 'ShipmentUnavailable':
      return fieldFailure(409, 'id', error.message, 'ShipmentUnavailable');
    // Issue 13: a milestone that never had dates has no calendar file (nor a move with no dated step).
    case 'CalendarFileNotFound':
      return {
        status: 404,
        lines: [
          error.milestone === null
            ? 'id - This move has no dated step yet, so it has no calendar file'
            : `Milestone - ${error.milestone} has no dates yet, so it has no calendar file`,
        ],
      };
    // Issue 13 pickup request (§7 POST shipments/{qId}/{target}/pickup).
    case 'PickupDateNotOffered':
      return fieldFailure(400, 'PickupDate', error.message);
    case 'PickupRequestClosed':
      // §8 EditNotAllowed: the request cannot be made online now (requested, picked up, or too late).
      return fieldFailure(409, 'PickupDate', error.message, 'EditNotAllowed');
    // Issue 13 delivery tool: the §4 kind that applies now is not WebAppointment (reason: the call reason
    // or the kind), or the date is not one offered (reason DateNotOffered).
    case 'DeliveryAppointmentRefused':
      return fieldFailure(
        409,
        error.field,
        error.message,
        error.field === 'Date'
          ? 'DateNotOffered'
          : error.status.kind === 'CallForAppointment'
            ? error.status.reason
            : error.status.kind,
      );
    // Issue 14: an unsubscribe link whose token this server did not sign.
    case 'UnsubscribeTokenInvalid':
      return fieldFailure(404, 'token', INVALID_UNSUBSCRIBE_LINK_MESSAGE, 'UnsubscribeTokenInvalid');
    // Issue 15 surveys: not open for this move now (NotDelivered, Cancelled, NoVisitsAhead); nothing stored.
    case 'SurveyNotOpen':
      return fieldFailure(409, error.field, error.message, error.reason);
    // Issue 15 insect inspection tool: one not-found for any mismatch (it cannot probe), the lookups'
    // throttle, and the §4 states that take no form (NotRequired, Received).
    case 'InspectionNotFound':
      return fieldFailure(404, 'ReferenceNumber', InspectionText.notFound, 'InspectionNotFound');
    case 'InspectionLookupsExceeded':
      return fieldFailure(
        429,
        'ReferenceNumber',
        InspectionText.tooManyLookups(error.minutes),
        'TooManyAttempts',
      );
    case 'InspectionNotRequired':
      return fieldFailure(409, 'ReferenceNumber', InspectionText.notRequired, 'NotRequired');
    case 'InspectionAlreadyReceived':
      return fieldFailure(
        409,
        'ReferenceNumber',
        InspectionText.alreadyReceived(error.form.dateSigned),
        'Received',
      );
    // Issue 15: §1 the indirect mapping form and its review.
    case 'PlaceMappingNotFound':
      return {
        status: 404,
        lines: [
          error.by === 'token'
            ? `token - ${PlaceMappingMessage.tokenNotFound}`
            : `id - ${PlaceMappingMessage.notFound}`,
        ],
      };
    case 'TooManyPlaceMappings':
      return fieldFailure(429, 'EmailAddress', error.message, 'TooManyAttempts');
    case 'PlaceMappingRefused':
      return fieldFailure(409, 'Decision', error.message, 'PlaceMappingRefused');
    default: {
      const unmapped: never = error;
      return unmapped;
    }
  }
}

/**
 * §5 lines as said in a request that names the move's reference `idField` (a POST body's QuoteId, a path's
 * qid): the map's 'id - …' lines become '<idField> - …'.
 */
export function linesAbout(lines: readonly string[], idField: string): string[] {
  return lines.map((l) => (l.startsWith('id - ') ? `${idField}${l.slice(2)}` : l));
}
