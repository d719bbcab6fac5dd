import { describe, expect, it } from 'vitest';
import { WebReservationFlag } from './enums';
import { isReservationRelated, RESERVATION_RELATED_FLAGS } from './web-reservation';

describe('isReservationRelated (§4 Web reservation flags)', () => {
  it('Reserve, CustomerPortal and Cancelled count as reservation-related (§4)', () => {
    expect(isReservationRelated(WebReservationFlag.Reserve)).toBe(true);
    expect(isReservationRelated(WebReservationFlag.CustomerPortal)).toBe(true);
    expect(isReservationRelated(WebReservationFlag.Cancelled)).toBe(true);
    expect(RESERVATION_RELATED_FLAGS).toEqual(['Reserve', 'CustomerPortal', 'Cancelled']);
  });

  it('Unspecified and Resubmit do not (§4)', () => {
    expect(isReservationRelated(WebReservationFlag.Unspecified)).toBe(false);
    expect(isReservationRelated(WebReservationFlag.Resubmit)).toBe(false);
  });
});
