import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { MoveTiming } from '../calendar/move-timing';
import {
  buildQuoteFormPayload,
  buttonGoesToFormUrl,
  placesClearedBy,
  QuoteFormLayout,
  type ShortFormData,
  WEB_APP,
  WEBSITE,
} from './quote-form';
import { shortFormEmailErrors } from './short-form-email';

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

describe('quote form layouts (§2 "Form layouts: vertical, horizontal, banner")', () => {
  it('names the three layouts of §2', () => {
    expect(Object.values(QuoteFormLayout)).toEqual(['vertical', 'horizontal', 'banner']);
  });

  it('sends the banner button straight to the form URL on mobile only (§2 "On mobile in banner layout")', () => {
    expect(buttonGoesToFormUrl(QuoteFormLayout.banner, true)).toBe(true);
    expect(buttonGoesToFormUrl(QuoteFormLayout.banner, false)).toBe(false);
    expect(buttonGoesToFormUrl(QuoteFormLayout.horizontal, true)).toBe(false);
    expect(buttonGoesToFormUrl(QuoteFormLayout.vertical, true)).toBe(false);
  });
});

describe('short form Email (§5 email rules of the mobile A/B arm)', () => {
  it("requires a value: 'Value is required'", () => {
    expect(shortFormEmailErrors('')).toEqual(['Value is required']);
    expect(shortFormEmailErrors('   ')).toEqual(['Value is required']);
  });

  it("shows the short form message for a malformed address: 'Please provide a valid email address'", () => {
    expect(shortFormEmailErrors('dana@')).toEqual(['Please provide a valid email address']);
    expect(shortFormEmailErrors('dana.example.com')).toEqual(['Please provide a valid email address']);
  });

  it('accepts a real address, trimmed', () => {
    expect(shortFormEmailErrors(' dana@example.com ')).toEqual([]);
  });
});

describe('invalid-city reasons (§5 "Server invalid-city reasons ... clear the matching location")', () => {
  it('both clears Moving From and Moving To, origin only Moving From, destination only Moving To; other reasons none', () => {
    expect(placesClearedBy('InvalidCityBoth')).toEqual(['from', 'to']);
    expect(placesClearedBy('InvalidCityOrigin')).toEqual(['from']);
    expect(placesClearedBy('InvalidCityDestination')).toEqual(['to']);
    expect(placesClearedBy('NotServed')).toEqual([]);
    expect(placesClearedBy('None')).toEqual([]);
  });
});
