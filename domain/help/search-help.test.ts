import { describe, expect, it } from 'vitest';
import { LIABILITY_TIERS } from '../pricing/liability';
import { BannerText } from '../quote/quote-texts';
import { HELP_ARTICLES, HELP_SEARCH_SUGGESTIONS, helpArticleHref } from './help-articles';
import { EXCERPT_LENGTH, searchHelp, searchWords } from './search-help';

const ids = (term: string) => searchHelp(term).map((r) => r.article.id);

describe('Help articles (§2 Help /customer-service/faq)', () => {
  it('have unique, anchor-safe ids and link to the FAQ page', () => {
    const all = HELP_ARTICLES.map((a) => a.id);
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(helpArticleHref({ id: 'storage' })).toBe('/customer-service/faq#storage');
  });

  it('say when a customer is charged in the words of the §2 reserved banner', () => {
    const charged = HELP_ARTICLES.find((a) => a.id === 'when-charged');
    expect(charged?.paragraphs).toContain(
      "Nothing is charged until we're in transit with your loaded container.",
    );
    expect(BannerText.reservedDesktopNote).toBe(charged?.paragraphs[0]);
  });

  it('list every §3 liability coverage tier by its label', () => {
    const text = HELP_ARTICLES.find((a) => a.id === 'liability-coverage')?.list?.join('\n') ?? '';
    for (const tier of LIABILITY_TIERS) expect(text).toContain(tier.label);
  });
});

describe('searchHelp (§2 /search?search_api_fulltext={term})', () => {
  it('finds nothing for an empty or punctuation-only term', () => {
    expect(searchHelp('')).toEqual([]);
    expect(searchHelp('  ,;!? ')).toEqual([]);
  });

  it('normalises the term like §5: case, accents, commas and other non-word characters do not matter', () => {
    expect(ids('LIABILITY')).toEqual(ids('liability'));
    expect(ids('liabílity, ')).toEqual(ids('liability'));
    expect(searchWords('How much does Storage cost?')).toEqual(['much', 'storage', 'cost']);
  });

  it('ranks a title match above body matches', () => {
    // 'terminal' is in one title and in the bodies of the ReloCube and storage answers.
    expect(ids('terminal')[0]).toBe('door-or-terminal');
    expect(ids('terminal')).toEqual(expect.arrayContaining(['trailer-or-relocube', 'storage']));
    expect(ids('storage')[0]).toBe('storage');
    expect(ids('insured')[0]).toBe('liability-coverage');
    expect(ids('liability')[0]).toBe('liability-coverage');
  });

  it('ranks articles matching more of the words first, and the whole phrase above scattered words', () => {
    expect(ids('linear feet')[0]).toBe('linear-feet');
    expect(ids('delivery window')[0]).toBe('delivery-window');
    expect(ids('terminal door')[0]).toBe('door-or-terminal');
  });

  it('matches word prefixes: "cube" finds the ReloCube answers', () => {
    expect(ids('cube')).toContain('trailer-or-relocube');
  });

  it('gives each result its FAQ anchor and a short excerpt around the match', () => {
    const [first] = searchHelp('live load');
    expect(first?.href).toBe('/customer-service/faq#loading-days');
    expect(first?.excerpt).toMatch(/live load/);
    for (const result of searchHelp('the')) {
      expect(result.excerpt.replace(/…/g, '').length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    }
  });

  it('returns nothing for a term no answer contains', () => {
    expect(searchHelp('xylophone')).toEqual([]);
  });

  it('offers suggestions that each find an answer', () => {
    for (const suggestion of HELP_SEARCH_SUGGESTIONS)
      expect(searchHelp(suggestion).length).toBeGreaterThan(0);
  });
});
