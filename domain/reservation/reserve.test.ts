import { describe, expect, it } from 'vitest';
import {
  aCompleteDraft,
  aReservableQuote,
  locationAnswers,
  RESERVATION_TODAY,
  scheduleAnswers,
} from '../../tests/fixtures/reservation-draft';
import { isoDate } from '../calendar/iso-date';
import { EditFailReason, MY_MOVE_SUFFIX, QuoteErrorType, RejectionMessage } from '../quote/enums';
import { FIELD_SEPARATOR } from '../validation/field-messages';
import { REQUIRED_MESSAGE } from '../validation/messages';
import { APPOINTMENT_UNAVAILABLE, RESERVE_ERROR_MESSAGES, reserveErrorName, reserveRefusal } from './reserve';
import { StepMessage } from './step-answers';

/** The stored example quote is at revision 1. */
const REVISION = 1;

describe('reserveRefusal (§4 Reserve, §7 POST moves/{id}/reserve, §8 error types), in order', () => {
  it('a complete draft for the current revision of a Quoted quote may be booked (§4 Reserve)', () => {
    expect(reserveRefusal(aReservableQuote(), aCompleteDraft(), REVISION, RESERVATION_TODAY)).toBeNull();
  });

  it("a reserved quote is refused with QuoteCannotBeEdited, 'Quote incomplete or reserved.' (§8 Rejections)", () => {
    const quote = aReservableQuote({ Reserved: true });
    const result = reserveRefusal(quote, aCompleteDraft(), REVISION, RESERVATION_TODAY);
    expect(result).toMatchObject({
      booked: false,
      error: QuoteErrorType.QuoteCannotBeEdited,
      message: RejectionMessage.incompleteOrReserved,
      lines: [`- ${RejectionMessage.incompleteOrReserved}`],
      quote,
    });
  });

  it('an incomplete quote is refused with QuoteCannotBeEdited (§4 Dashboard: a reservation must have QuoteCompleted)', () => {
    const quote = aReservableQuote({ QuoteCompleted: false }, { IsCompleted: false });
    expect(reserveRefusal(quote, aCompleteDraft(), REVISION, RESERVATION_TODAY)).toMatchObject({
      error: QuoteErrorType.QuoteCannotBeEdited,
    });
  });

  it('a deleted quote is refused with QuoteCannotBeEdited (§8 Rejections)', () => {
    const quote = aReservableQuote({}, { IsDeleted: true });
    expect(reserveRefusal(quote, aCompleteDraft(), REVISION, RESERVATION_TODAY)).toMatchObject({
      error: QuoteErrorType.QuoteCannotBeEdited,
    });
  });

  it('reserved comes before a wrong revision and a missing draft (§8)', () => {
    const quote = aReservableQuote({ Reserved: true });
    expect(reserveRefusal(quote, null, REVISION + 1, RESERVATION_TODAY)).toMatchObject({
      error: QuoteErrorType.QuoteCannotBeEdited,
    });
  });

  it('another revision is refused with WrongRevisionError, before a missing draft (§4 Dashboard wrong revision, §8)', () => {
    const quote = aReservableQuote();
    const result = reserveRefusal(quote, null, REVISION + 1, RESERVATION_TODAY);
    expect(result).toMatchObject({
      booked: false,
      error: QuoteErrorType.WrongRevisionError,
      message: RESERVE_ERROR_MESSAGES.WrongRevisionError,
      quote,
    });
  });

  it('no draft is refused with QuoteIsIncomplete (§8 QuoteIsIncomplete)', () => {
    expect(reserveRefusal(aReservableQuote(), null, REVISION, RESERVATION_TODAY)).toMatchObject({
      error: QuoteErrorType.QuoteIsIncomplete,
      lines: [`- ${RESERVE_ERROR_MESSAGES.QuoteIsIncomplete}`],
    });
  });

  it('a drop-off date before today is refused with SpotDateIsPast, before missing answers (§8 SpotDateIsPast)', () => {
    const draft = aCompleteDraft({ Payment: null });
    expect(reserveRefusal(aReservableQuote(), draft, REVISION, isoDate('2026-06-16'))).toMatchObject({
      error: QuoteErrorType.SpotDateIsPast,
      message: RESERVE_ERROR_MESSAGES.SpotDateIsPast,
    });
  });

  it("missing answers are refused with QuoteIsIncomplete and 'field - message' lines (§5 validation lines, §8)", () => {
    const location = locationAnswers();
    const draft = aCompleteDraft({
      Location: { ...location, Origin: { ...location.Origin, FromAddress1: '' } },
      Schedule: scheduleAnswers({ PickupDate: isoDate('2026-06-14') }),
      Payment: null,
    });
    const result = reserveRefusal(aReservableQuote(), draft, REVISION, RESERVATION_TODAY);
    expect(result).toMatchObject({ booked: false, error: QuoteErrorType.QuoteIsIncomplete });
    expect(result && !result.booked ? result.lines : []).toEqual([
      `FromAddress1${FIELD_SEPARATOR}${REQUIRED_MESSAGE}`,
      `PickupDate${FIELD_SEPARATOR}${StepMessage.pickupBeforeDropOff}`,
      `PaymentMethods${FIELD_SEPARATOR}${StepMessage.paymentMissing}`,
    ]);
  });

  it('a draft without step X names its section (§3 Reservation form sections)', () => {
    const result = reserveRefusal(
      aReservableQuote(),
      aCompleteDraft({ Schedule: null }),
      REVISION,
      RESERVATION_TODAY,
    );
    expect(result && !result.booked ? result.lines : []).toEqual([
      `equipmentDelivery${FIELD_SEPARATOR}${REQUIRED_MESSAGE}`,
    ]);
  });
});

describe("reserveErrorName (§8: most error types suffixed ' (MyMove)')", () => {
  it("every §8 quote and reservation error type is sent with ' (MyMove)' (§8)", () => {
    for (const type of Object.values(QuoteErrorType)) {
      expect(reserveErrorName(type)).toBe(`${type}${MY_MOVE_SUFFIX}`);
    }
    expect(reserveErrorName(QuoteErrorType.SpotDateIsPast)).toBe('SpotDateIsPast (MyMove)');
  });

  it('the capacity result and AppointmentUnavailable are sent bare (§4 capacity action; ours)', () => {
    expect(reserveErrorName(EditFailReason.InvalidCapacityUnserviceableDate)).toBe(
      'InvalidCapacityUnserviceableDate',
    );
    expect(reserveErrorName(APPOINTMENT_UNAVAILABLE)).toBe('AppointmentUnavailable');
  });

  it('every error type has words for the customer (§8)', () => {
    for (const message of Object.values(RESERVE_ERROR_MESSAGES)) expect(message.trim()).not.toBe('');
  });
});
