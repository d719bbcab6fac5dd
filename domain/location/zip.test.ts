import { describe, expect, it } from 'vitest';
import { isCanadianPostalCode, isUsZip, isZipShape, normalizeZip, zipCountry, zipToSend } from './zip';

describe('ZIP shapes (§5)', () => {
  it('accepts US ZIPs of 3 to 5 digits, with an optional -4 digits (§5)', () => {
    for (const zip of ['641', '6410', '64105', '64105-1234', '641-1234']) expect(isUsZip(zip)).toBe(true);
  });

  it('refuses US ZIPs of the wrong length or with letters (§5)', () => {
    for (const zip of ['64', '641056', '64105-123', '64105-12345', '64105 1234', '6410A', '64105-', '']) {
      expect(isUsZip(zip)).toBe(false);
    }
  });

  it('accepts Canadian letter-digit-letter, optional space, digit-letter-digit, any case (§5)', () => {
    for (const code of ['K1A 0B1', 'K1A0B1', 'k1a 0b1', 'm5V3L9'])
      expect(isCanadianPostalCode(code)).toBe(true);
  });

  it('refuses Canadian codes of the wrong pattern or with two spaces (§5)', () => {
    for (const code of ['K1A  0B1', '1KA 0B1', 'K1A-0B1', 'K1A 0B', 'KK1 0B1', 'K1A 0B1 ']) {
      expect(isCanadianPostalCode(code)).toBe(false);
    }
  });

  it('isZipShape accepts either country’s shape and nothing else (§5)', () => {
    expect(isZipShape('64105')).toBe(true);
    expect(isZipShape('K1A 0B1')).toBe(true);
    expect(isZipShape('Kansas City')).toBe(false);
  });

  it('shape predicates test the value exactly, without trimming (§5)', () => {
    expect(isZipShape(' 64105')).toBe(false);
  });

  it('normalizeZip trims and uppercases (§5)', () => {
    expect(normalizeZip('  k1a 0b1 ')).toBe('K1A 0B1');
  });

  it('zipCountry names the country of the shape after normalising, else null (§5)', () => {
    expect(zipCountry('64105-1234')).toBe('US');
    expect(zipCountry(' k1a0b1 ')).toBe('CA');
    expect(zipCountry('ABCDE')).toBeNull();
  });

  it('zipToSend sends a ZIP only when it matches a shape, normalised (§5)', () => {
    expect(zipToSend(' 64105 ')).toBe('64105');
    expect(zipToSend('k1a 0b1')).toBe('K1A 0B1');
    expect(zipToSend('Kansas City, MO')).toBeNull();
    expect(zipToSend('')).toBeNull();
    expect(zipToSend(null)).toBeNull();
    expect(zipToSend(undefined)).toBeNull();
  });
});
