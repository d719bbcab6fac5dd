import { describe, expect, it } from 'vitest';
import { aReservableQuote, RESERVATION_TODAY } from '../../tests/fixtures/reservation-draft';
import { isoDate } from '../calendar/iso-date';
import { QuoteStatus } from '../quote/enums';
import { Route } from '../quote/routes';
import {
  RESERVATION_BLOCKS,
  RESERVATION_ROUTE_PREFIX,
  ReservationBlock,
  reservationBlock,
  reservationPath,
} from './reservation-entry';

describe('reservationBlock (§4 Quote state, §4 loaded-quote redirects)', () => {
  it('a Quoted quote (valid, completed, not reserved, Open) dated today or later may be reserved (§4 Quote state)', () => {
    expect(reservationBlock(aReservableQuote(), RESERVATION_TODAY)).toBeNull();
    expect(reservationBlock(aReservableQuote(), isoDate('2026-06-15'))).toBeNull();
  });

  it('a Manual quote (valid, not completed) is blocked and sent to /manual-quote (§4 Quote state, loaded-quote redirects)', () => {
    const quote = aReservableQuote({ QuoteCompleted: false }, { IsCompleted: false });
    const block = reservationBlock(quote, RESERVATION_TODAY);
    expect(block).toEqual(RESERVATION_BLOCKS.Manual);
    expect(block?.reason).toBe(ReservationBlock.Manual);
    expect(block?.route).toBe(Route.manualQuote);
  });

  it('a quote no longer Open (under review) is blocked as Manual, to /manual-quote (§4 Quote state)', () => {
    const quote = aReservableQuote({}, { QuoteStatus: QuoteStatus.UnderReview });
    expect(reservationBlock(quote, RESERVATION_TODAY)?.route).toBe(Route.manualQuote);
  });

  it('an Expired quote (move date before today) is blocked and sent to /moving-quote (§4 QuoteExpired goes to /moving-quote)', () => {
    const block = reservationBlock(aReservableQuote(), isoDate('2026-06-16'));
    expect(block?.reason).toBe(ReservationBlock.Expired);
    expect(block?.route).toBe(Route.movingQuote);
  });

  it('a Reserved quote is blocked and sent to /dashboard (§4 loaded-quote redirects: reserved goes to /dashboard)', () => {
    const block = reservationBlock(aReservableQuote({ Reserved: true }), RESERVATION_TODAY);
    expect(block?.reason).toBe(ReservationBlock.Reserved);
    expect(block?.route).toBe(Route.dashboard);
  });

  it('a reserved quote whose move date has passed still goes to /dashboard, not /moving-quote (§4)', () => {
    const block = reservationBlock(aReservableQuote({ Reserved: true }), isoDate('2027-01-01'));
    expect(block?.route).toBe(Route.dashboard);
  });

  it('an Unquoted quote (not valid) is blocked and sent to /moving-quote (§4 Quote state: not valid gives Unquoted)', () => {
    const block = reservationBlock(aReservableQuote({}, { IsValidQuote: false }), RESERVATION_TODAY);
    expect(block?.reason).toBe(ReservationBlock.Unquoted);
    expect(block?.route).toBe(Route.movingQuote);
  });

  it('a deleted quote is blocked as Unquoted and sent to /moving-quote (§2 /moving-quote: target for an invalid quote id)', () => {
    const block = reservationBlock(aReservableQuote({}, { IsDeleted: true }), RESERVATION_TODAY);
    expect(block?.reason).toBe(ReservationBlock.Unquoted);
    expect(block?.route).toBe(Route.movingQuote);
  });

  it('every block names its way forward with a §2 route and link words (§2 Routes)', () => {
    for (const block of Object.values(RESERVATION_BLOCKS)) {
      expect(Object.values(Route)).toContain(block.route);
      expect(block.message.trim()).not.toBe('');
      expect(block.action.trim()).not.toBe('');
    }
  });
});

describe('reservationPath (§2 Reservation steps)', () => {
  it('puts a step under /reservation/{QuoteId}/{step path} (§2 Reservation steps, decision)', () => {
    expect(reservationPath(4242, 'schedule')).toBe('/reservation/4242/schedule');
    expect(reservationPath(4242, 'location').startsWith(`${RESERVATION_ROUTE_PREFIX}/`)).toBe(true);
  });
});
