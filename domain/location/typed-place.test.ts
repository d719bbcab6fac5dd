import { describe, expect, it } from 'vitest';
import type { ChosenLocation } from './chosen-location';
import { completeZipKey, placeForKeyboardChoice, placeForTypedText, placeLabel } from './typed-place';

const place = (CityName: string, StateCode: string, zip = ''): ChosenLocation => ({
  CityName,
  StateCode,
  StateName: '',
  ZipCode: zip,
  ZipLow: zip || '00001',
  ZipHigh: zip || '00099',
  CountyName: '',
  Country: 'US',
});
const KC_MO = place('Kansas City', 'MO');
const KC_KS = place('Kansas City', 'KS');
const ZIP_64105 = place('Kansas City', 'MO', '64105');
const ATLANTA = place('Atlanta', 'GA');
const TORONTO = { ...place('Toronto', 'ON', 'M5V'), Country: 'CA' };

describe('the place a typed value selects on Tab or Enter (issue 10)', () => {
  it('a complete US ZIP or ZIP+4 selects the suggestion for that ZIP', () => {
    expect(placeForTypedText('64105', [ZIP_64105])).toBe(ZIP_64105);
    expect(placeForTypedText(' 64105-1234 ', [ZIP_64105])).toBe(ZIP_64105);
  });

  it('a complete Canadian postal code, with or without its space, selects its FSA', () => {
    expect(placeForTypedText('m5v 2t6', [TORONTO])).toBe(TORONTO);
    expect(placeForTypedText('M5V2T6', [TORONTO])).toBe(TORONTO);
  });

  it('a partial ZIP selects nothing, even with one suggestion', () => {
    expect(placeForTypedText('6410', [ZIP_64105])).toBeNull();
    expect(completeZipKey('6410')).toBeNull();
  });

  it('a shortcut selects the first suggestion named as its city, in its state when it names one (§5)', () => {
    expect(placeForTypedText('kc', [KC_MO, KC_KS])).toBe(KC_MO);
    expect(placeForTypedText('KCK', [KC_MO, KC_KS])).toBe(KC_KS);
    expect(placeForTypedText('atl', [ATLANTA, place('Atlanta Bmc', 'GA', '31191')])).toBe(ATLANTA);
  });

  it('text that reads as a suggestion label selects it; several other matches select nothing', () => {
    expect(placeForTypedText('Kansas City, KS', [KC_MO, KC_KS])).toBe(KC_KS);
    expect(placeForTypedText('kansas city ks', [KC_MO, KC_KS])).toBe(KC_KS);
    expect(placeForTypedText('Kansas City', [KC_MO, KC_KS])).toBeNull();
  });

  it('exactly one suggestion is selected; none selects nothing', () => {
    expect(placeForTypedText('Atlan', [ATLANTA])).toBe(ATLANTA);
    expect(placeForTypedText('Atlan', [])).toBeNull();
    expect(placeForTypedText('   ', [ATLANTA])).toBeNull();
  });

  it('labels a city by name and state, a single ZIP with its code', () => {
    expect(placeLabel(KC_MO)).toBe('Kansas City, MO');
    expect(placeLabel(ZIP_64105)).toBe('Kansas City, MO 64105');
  });
});

describe('the place Tab or Enter picks from an open suggestion list (issue 27)', () => {
  it('the place the typed text stands for, else the first (ranked) suggestion; nothing from an empty list', () => {
    expect(placeForKeyboardChoice('kck', [KC_MO, KC_KS])).toBe(KC_KS);
    expect(placeForKeyboardChoice('Kansas City', [KC_MO, KC_KS])).toBe(KC_MO);
    expect(placeForKeyboardChoice('nyc', [place('New York', 'NY')])?.CityName).toBe('New York');
    expect(placeForKeyboardChoice('Denver', [])).toBeNull();
  });
});
