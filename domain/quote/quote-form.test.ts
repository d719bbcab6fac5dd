import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { MoveTiming } from '../calendar/move-timing';
import { buildQuoteFormPayload, type ShortFormData, WEB_APP, WEBSITE } from './quote-form';

const data: ShortFormData = {
  movingFrom: {
    location: { CityName: 'Kansas City', StateCode: 'MO', ZipCode: '64105', Country: 'US' },
    text: ' kcmo ',
  },
  movingTo: {
    location: { CityName: 'Toronto', StateCode: 'ON', ZipCode: 'M5V 2T6', Country: 'CA' },
    text: 'Toronto, ON',
  },
  SpotDate: isoDate('2025-04-15'),
  MovingDateRange: MoveTiming.WithinOneMonth,
  MovingOutOf: '2 bedroom',
  EmailAddress: ' ada@example.com ',
  LinearFeet: 13,
};

describe('quote form payload (§3 Quote form payload)', () => {
  it('fixes Website to the product name and WebApp to G (§3)', () => {
    expect(WEBSITE).toBe('Relomove');
    expect(WEB_APP).toBe('G');
  });

  it('builds the payload field for field from validated short-form data (§3)', () => {
    expect(buildQuoteFormPayload(data)).toEqual({
      FromCity: 'Kansas City',
      FromState: 'MO',
      FromZip: '64105',
      FromCountry: 'US',
      ToCity: 'Toronto',
      ToState: 'ON',
      ToZip: 'M5V 2T6',
      ToCountry: 'CA',
      MoveDate: '2025-04-15',
      MovingDateRange: 'within-1-month',
      MovingOutOf: '2 bedroom',
      LinearFeet: 13,
      EmailAddress: 'ada@example.com',
      FromInput: 'kcmo',
      ToInput: 'Toronto, ON',
      Website: 'Relomove',
      WebApp: 'G',
    });
  });

  it('sends an empty email when the form did not ask for one (§2, §3)', () => {
    expect(buildQuoteFormPayload({ ...data, EmailAddress: '' }).EmailAddress).toBe('');
  });
});
