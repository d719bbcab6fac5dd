import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { normalizeSearchTerm, shouldSearch } from '../../domain/location/search-term';
import { expandShortcut } from '../../domain/location/shortcuts';
import { isCanadianPostalCode, isUsZip, isZipShape, zipCountry, zipToSend } from '../../domain/location/zip';

const digit = fc.constantFrom(...'0123456789');
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((ds) => ds.join(''));

/** §5 US: 3-5 digits with an optional '-' and 4 digits. */
const usZip = fc
  .tuple(digits(3, 5), fc.option(digits(4, 4), { nil: undefined }))
  .map(([head, plus4]) => (plus4 === undefined ? head : `${head}-${plus4}`));

/** §5 Canada: letter-digit-letter, optional space, digit-letter-digit. */
const canadianCode = fc
  .tuple(letter, digit, letter, fc.constantFrom('', ' '), digit, letter, digit)
  .map((parts) => parts.join(''));

/** Independent reference for the two shapes, written differently from the implementation. */
const REFERENCE = /^(?:\d{3,5}(?:-\d{4})?|[a-z]\d[a-z] ?\d[a-z]\d)$/i;

/** Near misses: each breaks exactly one part of a valid shape. */
const invalidZip = fc.oneof(
  digits(0, 2),
  digits(6, 12),
  fc.tuple(digits(3, 5), digits(0, 3)).map(([h, t]) => `${h}-${t}`),
  fc.tuple(digits(3, 5), digits(5, 8)).map(([h, t]) => `${h}-${t}`),
  fc.tuple(digits(0, 2), digits(4, 4)).map(([h, t]) => `${h}-${t}`),
  fc.tuple(usZip, letter, fc.nat()).map(([zip, l, at]) => {
    const i = at % (zip.length + 1);
    return `${zip.slice(0, i)}${l}${zip.slice(i)}`;
  }),
  fc
    .tuple(canadianCode, fc.constantFrom(0, 2), digit)
    .map(([code, i, d]) => `${code.slice(0, i)}${d}${code.slice(i + 1)}`),
  fc
    .tuple(canadianCode, fc.constantFrom(1), letter)
    .map(([code, i, l]) => `${code.slice(0, i)}${l}${code.slice(i + 1)}`),
  canadianCode.map((code) => `${code.slice(0, 3)}  ${code.slice(3).trim()}`),
  canadianCode.map((code) => code.slice(0, -1)),
  fc.tuple(usZip, fc.constantFrom(' ', '\t', 'x')).map(([zip, pad]) => `${pad}${zip}`),
);

test.prop([usZip])('every generated US ZIP shape is accepted and sent as US (§5)', (zip) => {
  expect(isUsZip(zip)).toBe(true);
  expect(isZipShape(zip)).toBe(true);
  expect(zipCountry(zip)).toBe('US');
  expect(zipToSend(zip)).toBe(zip);
});

test.prop([canadianCode])(
  'every generated Canadian postal code is accepted, any case, and sent uppercased (§5)',
  (code) => {
    expect(isCanadianPostalCode(code)).toBe(true);
    expect(isZipShape(code)).toBe(true);
    expect(zipCountry(code)).toBe('CA');
    expect(zipToSend(code)).toBe(code.toUpperCase());
  },
);

test.prop([invalidZip])('a mutated ZIP shape is refused and never sent (§5)', (value) => {
  expect(isZipShape(value)).toBe(false);
  expect(REFERENCE.test(value)).toBe(false);
});

const zipish = fc.string({ unit: fc.constantFrom(...'0123456789-- aAkKzZ'), maxLength: 12 });

test.prop([fc.oneof(fc.string({ maxLength: 12 }), zipish, usZip, canadianCode)])(
  'isZipShape agrees with an independent reference pattern on any string (§5)',
  (value) => {
    expect(isZipShape(value)).toBe(REFERENCE.test(value));
    expect(zipToSend(value) !== null).toBe(REFERENCE.test(value.trim()));
  },
);

const anyUtf16 = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});
const cityish = fc.string({ unit: fc.constantFrom(...'aZ19_ ,.\t-éÅ\u00a0'), maxLength: 80 });
const searchText = fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), anyUtf16, cityish);

test.prop([searchText])('search-term normalisation is idempotent (§5)', (text) => {
  const once = normalizeSearchTerm(text);
  expect(normalizeSearchTerm(once)).toBe(once);
});

test.prop([searchText])(
  'a search term is at most 49 characters of word characters and single inner spaces, no commas (§5)',
  (text) => {
    const term = normalizeSearchTerm(text);
    expect(term.length).toBeLessThanOrEqual(49);
    expect(term).toMatch(/^(?:\w+(?: \w+)*)?$/);
    expect(term).not.toContain(',');
  },
);

test.prop([searchText])(
  'a search runs exactly from 3 normalised characters, or for a shortcut (§5, §9)',
  (text) => {
    const term = normalizeSearchTerm(text);
    expect(shouldSearch(text)).toBe(term.length >= 3 || expandShortcut(term) !== null);
  },
);
