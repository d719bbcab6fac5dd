import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  normalizeSearchTerm,
  searchQueryFor,
  shouldSearch,
} from './search-term';

describe('city search term (§5, §9)', () => {
  it('autocompletes from 3 characters with a term of at most 49 (§9)', () => {
    expect(MIN_SEARCH_LENGTH).toBe(3);
    expect(MAX_SEARCH_LENGTH).toBe(49);
  });

  it("removes commas, keeping single spaces between words: 'Kansas City, MO' (§5)", () => {
    expect(normalizeSearchTerm('Kansas City, MO')).toBe('Kansas City MO');
  });

  it('removes other non-word characters and collapses whitespace (§5)', () => {
    expect(normalizeSearchTerm('  St. Louis,\t  MO (63101)!  ')).toBe('St Louis MO 63101');
    expect(normalizeSearchTerm("O'Fallon")).toBe('OFallon');
    expect(normalizeSearchTerm('Winston-Salem')).toBe('WinstonSalem');
  });

  it('folds accents to base letters before removing non-word characters (§5)', () => {
    expect(normalizeSearchTerm('Montréal, QC')).toBe('Montreal QC');
    expect(normalizeSearchTerm('Québec')).toBe('Quebec');
  });

  it('cuts the term to 49 characters and trims the cut end (§5)', () => {
    const long = `${'a'.repeat(48)} bcdef`;
    expect(normalizeSearchTerm(long)).toBe('a'.repeat(48));
    expect(normalizeSearchTerm('x'.repeat(60))).toHaveLength(49);
  });

  it('is idempotent (§5)', () => {
    const once = normalizeSearchTerm(' Kansas   City,, MO ');
    expect(normalizeSearchTerm(once)).toBe(once);
  });

  it('searches from 3 normalised characters, not before (§5, §9)', () => {
    expect(shouldSearch('Ka')).toBe(false);
    expect(shouldSearch('Kan')).toBe(true);
    expect(shouldSearch('a,.b')).toBe(false);
    expect(shouldSearch('   ')).toBe(false);
  });

  it("searches a shortcut whatever its length, sending what it stands for: 'dc' (§5)", () => {
    expect(shouldSearch('dc')).toBe(true);
    expect(searchQueryFor('dc')).toBe('Washington DC');
    expect(searchQueryFor('KC')).toBe('Kansas City');
    expect(searchQueryFor('D.C.')).toBe('Washington DC');
  });

  it('sends the normalised term otherwise, or null below 3 characters (§5)', () => {
    expect(searchQueryFor('Kansas City, MO')).toBe('Kansas City MO');
    expect(searchQueryFor('Ka')).toBeNull();
  });
});
