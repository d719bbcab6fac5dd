import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { WebReservationFlag } from '../quote/enums';
import { exampleQuote } from '../quote/example-quote';
import type { Quote } from '../quote/types';
import { CANCEL_MESSAGES, cancellationPreview, cancelReservation, isCancelled } from './cancellation';

const fees = { freeDaysBefore: 7, withinDaysFee: cents(5000), sameDayFee: cents(15000) };
const AT = '2026-12-08T15:00:00.000Z';

/** The example quote booked for a drop-off on 2026-12-15, at revision 3. */
function booked(): Quote {
  const quote = exampleQuote({}, { SpotDate: isoDate('2026-12-15'), Reserved: true });
  return {
    ...quote,
    QuoteId: 1000001,
    Revision: 3,
    Details: { ...quote.Details, WebReservationFlag: WebReservationFlag.Reserve },
  };
}

const cancel = (quote: Quote, today: string, revision = 3) =>
  cancelReservation(quote, { revision, today: isoDate(today), at: AT, by: 'customer' }, fees);

describe('cancelling a booked move (issue 12 "Cancellation")', () => {
  it('sets WebReservationFlag Cancelled (§4) and keeps the move Reserved with its price before', () => {
    const { quote, cancellation } = cancel(booked(), '2026-12-01')._unsafeUnwrap();
    expect(quote.Details.WebReservationFlag).toBe('Cancelled');
    expect(quote.Details.Reserved).toBe(true);
    expect(isCancelled(quote)).toBe(true);
    expect(cancellation).toEqual({
      CancelledAt: AT,
      CancelledBy: 'customer',
      Fee: 0,
      FeeTier: 'Free',
      DaysBefore: 14,
      FeeDescription: 'Free: more than 7 days before the drop-off date',
      PriceBefore: 322_500,
    });
    expect(quote.Details.Reservation?.Cancellation).toEqual(cancellation);
  });

  it('makes the fee what the move costs: TotalPrice and InvoiceAmountDue become the fee ($50 within 7 days)', () => {
    const { quote } = cancel(booked(), '2026-12-10')._unsafeUnwrap();
    expect(quote.Details.Reservation).toMatchObject({ TotalPrice: 5000, InvoiceAmountDue: 5000 });
    expect(quote.Details.Reservation?.Cancellation).toMatchObject({ FeeTier: 'WithinDays', DaysBefore: 5 });
  });

  it('charges $150 on the drop-off date itself', () => {
    const { quote } = cancel(booked(), '2026-12-15')._unsafeUnwrap();
    expect(quote.Details.Reservation?.TotalPrice).toBe(15000);
  });

  it('refuses after the drop-off date with the domain’s message', () => {
    expect(cancel(booked(), '2026-12-16')._unsafeUnwrapErr()).toEqual({
      kind: 'NotCancellableOnline',
      message: 'The drop-off date (12/15/2026) has passed, so this reservation cannot be cancelled online',
    });
  });

  it('refuses another revision with §8 WrongRevisionError, naming the stored one', () => {
    expect(cancel(booked(), '2026-12-01', 2)._unsafeUnwrapErr()).toEqual({
      kind: 'WrongRevisionError',
      current: 3,
    });
  });

  it('answers a move cancelled before with its cancellation, whatever the revision (cancels once)', () => {
    const first = cancel(booked(), '2026-12-10')._unsafeUnwrap();
    const again = cancel({ ...first.quote, Revision: 4 }, '2026-12-11', 3);
    expect(again._unsafeUnwrapErr()).toEqual({
      kind: 'AlreadyCancelled',
      cancellation: first.cancellation,
    });
  });

  it('refuses a quote that is not booked', () => {
    const quote = { ...booked(), Details: { ...booked().Details, Reserved: false } };
    expect(cancel(quote, '2026-12-01')._unsafeUnwrapErr().kind).toBe('NotReserved');
  });
});

describe('the cancellation preview (issue 13 "Cancel the reservation, with the fee shown first")', () => {
  const day = (offset: number) =>
    new Date(Date.parse('2026-12-15T00:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10);

  it('on every day from 20 days before the drop-off date to 3 days after, shows what the cancel decides', () => {
    for (let offset = -20; offset <= 3; offset += 1) {
      const today = day(offset);
      const preview = cancellationPreview(booked(), [], isoDate(today), fees);
      const decided = cancel(booked(), today);
      if (decided.isErr()) {
        expect(decided.error.kind).toBe('NotCancellableOnline');
        expect(preview).toEqual({
          Cancellable: false,
          Message: decided.error.kind === 'NotCancellableOnline' ? decided.error.message : '',
        });
      } else {
        const c = decided.value.cancellation;
        expect(preview).toEqual({
          Cancellable: true,
          Fee: c.Fee,
          FeeTier: c.FeeTier,
          FeeDescription: c.FeeDescription,
          DaysBefore: c.DaysBefore,
          Charge: c.Fee,
          Refund: 0,
          Release: 0,
        });
      }
    }
  });

  it('a move whose equipment is at the origin: the customer can no longer cancel online, staff still can and see the fee they would charge (as the cancel decides for each)', () => {
    const underway = (): Quote => {
      const quote = booked();
      const reservation = quote.Details.Reservation;
      if (!reservation) throw new Error('a booked quote has its reservation');
      return {
        ...quote,
        Details: { ...quote.Details, Reservation: { ...reservation, EquipmentSpottedOrigin: true } },
      };
    };
    const today = isoDate(day(-3));
    expect(cancellationPreview(underway(), [], today, fees)).toEqual({
      Cancellable: false,
      Message: CANCEL_MESSAGES.underway,
    });
    const staff = cancellationPreview(underway(), [], today, fees, 'staff');
    const decided = cancelReservation(underway(), { revision: 3, today, at: AT, by: 'staff' }, fees);
    expect(staff).toMatchObject({ Cancellable: true, Fee: decided._unsafeUnwrap().cancellation.Fee });
  });

  it('is null once the move is cancelled: there is nothing left to cancel', () => {
    const { quote } = cancel(booked(), day(-10))._unsafeUnwrap();
    expect(cancellationPreview(quote, [], isoDate(day(-9)), fees)).toBeNull();
  });
});
