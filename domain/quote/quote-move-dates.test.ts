import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { isoDate } from '../calendar/iso-date';
import { quoteMoveDates } from './quote-move-dates';

describe('the move dates of a stored quote (§7 move dates call)', () => {
  it("skips the origin station's holidays for the spot date and the destination's for delivery", () => {
    const quote = aQuote();
    const origin = quote.Details.Origin.StationDetail;
    const destination = quote.Details.Destination.StationDetail;
    if (!origin || !destination) throw new Error('the fixture has stations');
    const details = {
      Origin: { ...quote.Details.Origin, StationDetail: { ...origin, Holidays: [isoDate('2026-12-04')] } },
      Destination: {
        ...quote.Details.Destination,
        StationDetail: { ...destination, Holidays: [isoDate('2026-12-14')] },
      },
    };
    const request = {
      SpotDate: isoDate('2026-12-04'),
      PickupDate: null,
      IsLiveLoad: false,
      ShouldForceSameDayPickup: false,
    };
    expect(quoteMoveDates(details, request, 5)).toEqual({
      SpotDate: '2026-12-07',
      PickupDate: '2026-12-10',
      DeliveryDate: '2026-12-18',
      DeliveryDateMax: '2026-12-22',
    });
  });
});
