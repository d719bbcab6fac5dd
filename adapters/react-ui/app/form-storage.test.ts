// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FORM_STATE_MAX_AGE_MS,
  parseQuoteForm,
  QUOTE_FORM_STORAGE_KEY,
  readStoredHelpSearch,
  readStoredQuoteForm,
  storeHelpSearch,
  storeQuoteForm,
} from './form-storage';
import { QUOTE_STORAGE_KEY, readStoredQuote, storeQuote } from './quote-storage';

const NOW = 1_800_000_000_000;
const form = {
  from: {
    text: 'Kansas City, MO',
    chosen: {
      CityName: 'Kansas City',
      StateCode: 'MO',
      StateName: 'Missouri',
      ZipCode: '64105',
      ZipLow: '64101',
      ZipHigh: '64199',
      CountyName: 'Jackson',
      Country: 'US',
    },
  },
  to: { text: 'Denv', chosen: null },
  timing: 'within-1-week' as const,
  sizeLabel: '1 bedroom',
  email: 'dana@example.com',
};

beforeEach(() => localStorage.clear());

describe('stored form and search state (§3 local persistence; bad or stale data is discarded)', () => {
  it('reads back what was stored, within the age limit', () => {
    storeQuoteForm(form, NOW);
    expect(readStoredQuoteForm(NOW + FORM_STATE_MAX_AGE_MS)).toEqual(form);
    storeHelpSearch('storage', NOW);
    expect(readStoredHelpSearch(NOW + 1000)).toBe('storage');
  });

  it('drops state past the age limit, or dated in the future, and removes it', () => {
    storeQuoteForm(form, NOW);
    expect(readStoredQuoteForm(NOW + FORM_STATE_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(QUOTE_FORM_STORAGE_KEY)).toBeNull();
    storeHelpSearch('storage', NOW);
    expect(readStoredHelpSearch(NOW - 1)).toBeNull();
  });

  it('refuses garbage of every shape (fed 200 random values)', () => {
    const garbage: unknown[] = [null, 1, 'x', [], {}, { from: {} }, { ...form, timing: 'soon' }];
    garbage.push({ ...form, from: { text: 'x'.repeat(50), chosen: null } });
    garbage.push({ ...form, from: { text: 'Denver', chosen: { CityName: 3 } } });
    garbage.push({ ...form, email: 42 });
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const pieces = [null, 0, '', 'x', [], {}, true, form.from, form.timing, '2 bedroom'];
    for (let i = 0; i < 200; i++) {
      const value: Record<string, unknown> = {};
      for (const key of ['from', 'to', 'timing', 'sizeLabel', 'email'])
        if (random() < 0.8) value[key] = pieces[Math.floor(random() * pieces.length)];
      garbage.push(value);
    }
    for (const value of garbage) {
      const parsed = parseQuoteForm(value);
      // Whatever is accepted is exactly a well-formed form.
      if (parsed !== null) expect(parseQuoteForm(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
      localStorage.setItem(QUOTE_FORM_STORAGE_KEY, JSON.stringify({ savedAt: NOW, value }));
      const read = readStoredQuoteForm(NOW);
      if (read === null) expect(localStorage.getItem(QUOTE_FORM_STORAGE_KEY)).toBeNull();
    }
    expect(parseQuoteForm({ ...form, timing: 'soon' })).toBeNull();
    expect(parseQuoteForm({ ...form, from: { text: 'x'.repeat(50), chosen: null } })).toBeNull();
  });

  it('the stored quote shares the same reading rules (app/local-store.ts)', () => {
    storeQuote({ QuoteId: 1000001, QuoteIdEncrypted: 'tok_A-1' });
    expect(readStoredQuote()).toEqual({ QuoteId: 1000001, QuoteIdEncrypted: 'tok_A-1' });
    localStorage.setItem(QUOTE_STORAGE_KEY, '{"QuoteId":');
    expect(readStoredQuote()).toBeNull();
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
  });
});
