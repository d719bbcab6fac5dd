import { describe, expect, it } from 'vitest';
import {
  LOCATION_TEXT_MAX_LENGTH,
  LOCATION_TEXT_MIN_LENGTH,
  validateChosenLocation,
  validateLocationText,
} from './chosen-location';

const kansasCity = {
  CityName: 'Kansas City',
  StateCode: 'MO',
  StateName: 'Missouri',
  ZipCode: '64105',
  ZipLow: '',
  ZipHigh: '',
  CountyName: 'Jackson',
  Country: 'US',
};

describe('validateChosenLocation (§3 city search result, §5)', () => {
  it('accepts a location with city name, state code and a ZIP code (§5)', () => {
    expect(validateChosenLocation(kansasCity)._unsafeUnwrap()).toEqual(kansasCity);
  });

  it('accepts a ZIP low and ZIP high in place of a ZIP code (§5)', () => {
    const range = {
      CityName: 'Kansas City',
      StateCode: 'MO',
      ZipCode: null,
      ZipLow: '64101',
      ZipHigh: '64199',
    };
    expect(validateChosenLocation(range)._unsafeUnwrap()).toEqual({
      CityName: 'Kansas City',
      StateCode: 'MO',
      StateName: '',
      ZipCode: '',
      ZipLow: '64101',
      ZipHigh: '64199',
      CountyName: '',
      Country: '',
    });
  });

  it("refuses a missing location with 'Please select a location' (§5)", () => {
    expect(validateChosenLocation(null)._unsafeUnwrapErr()).toBe('Please select a location');
    expect(validateChosenLocation(undefined)._unsafeUnwrapErr()).toBe('Please select a location');
  });

  it('refuses a location without a city name or state code (§5)', () => {
    expect(validateChosenLocation({ ...kansasCity, CityName: '' })._unsafeUnwrapErr()).toBe(
      'Please select a location',
    );
    expect(validateChosenLocation({ ...kansasCity, StateCode: '  ' })._unsafeUnwrapErr()).toBe(
      'Please select a location',
    );
  });

  it('refuses a location with no ZIP code and only one of ZIP low and ZIP high (§5)', () => {
    expect(validateChosenLocation({ ...kansasCity, ZipCode: '', ZipLow: '64101' })._unsafeUnwrapErr()).toBe(
      'Please select a location',
    );
    expect(validateChosenLocation({ ...kansasCity, ZipCode: '', ZipHigh: '64199' })._unsafeUnwrapErr()).toBe(
      'Please select a location',
    );
  });
});

describe('validateLocationText: Moving From / Moving To (§5)', () => {
  it('uses 4 and 49 as the limits (§5)', () => {
    expect(LOCATION_TEXT_MIN_LENGTH).toBe(4);
    expect(LOCATION_TEXT_MAX_LENGTH).toBe(49);
  });

  it('accepts and trims text of 4 to 49 characters (§5)', () => {
    expect(validateLocationText('  Kansas City, MO  ')._unsafeUnwrap()).toBe('Kansas City, MO');
    expect(validateLocationText('Reno')._unsafeUnwrap()).toBe('Reno');
  });

  it("requires the text: 'The value is required' (§5)", () => {
    expect(validateLocationText('   ')._unsafeUnwrapErr()).toEqual(['The value is required']);
    expect(validateLocationText(null)._unsafeUnwrapErr()).toEqual(['The value is required']);
  });

  it('needs at least 4 characters after trimming (§5)', () => {
    expect(validateLocationText(' Ada ')._unsafeUnwrapErr()).toEqual([
      'This field should be at least 4 characters long',
    ]);
  });

  it('allows at most 49 characters (§5)', () => {
    expect(validateLocationText('a'.repeat(50))._unsafeUnwrapErr()).toEqual([
      'The maximum length allowed is 49',
    ]);
    expect(validateLocationText('a'.repeat(49)).isOk()).toBe(true);
  });
});
