/**
 * §2 site search (/search?search_api_fulltext={term}) over the Help articles.
 *
 * Rules: the term is normalised like a city search term (§5 normalizeSearchTerm: accents folded, commas
 * and other non-word characters removed, spaces collapsed, cut to 49 characters) and lower-cased; words of
 * one letter and common words ('the', 'how', ...) are ignored unless nothing else is left. An article
 * matches when at least one word appears in its title or body (word prefixes count: 'cube' finds
 * 'cubes', 'relocube' finds 'ReloCubes'). Results are ordered by how many of the words match, then by
 * the score (a word in the title counts 10, each body occurrence 1 up to 5; the whole phrase adds 20 in
 * the title, 5 in the body), then in FAQ order. Each result carries a short excerpt around the first match.
 */
import { normalizeSearchTerm } from '../location/search-term';
import { HELP_ARTICLES, type HelpArticle, helpArticleHref } from './help-articles';

export interface HelpSearchResult {
  readonly article: HelpArticle;
  /** The FAQ page link: '/customer-service/faq#storage'. */
  readonly href: string;
  /** About EXCERPT_LENGTH characters of the answer around the first match, with '…' where cut. */
  readonly excerpt: string;
  readonly score: number;
}

/** The longest excerpt, in characters (before the '…' marks). */
export const EXCERPT_LENGTH = 160;

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'can',
  'do',
  'does',
  'for',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'which',
  'with',
  'you',
]);

/** Text as search compares it: the §5 normalisation without the length cut, lower-cased. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The words searched for in a term; [] when the term has nothing to search for. */
export function searchWords(term: string): string[] {
  const words = normalizeSearchTerm(term)
    .toLowerCase()
    .split(' ')
    .filter((w) => w !== '');
  const meaningful = words.filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : words.filter((w) => w.length > 1);
}

/** Occurrences of `word` at the start of a word or inside one ('cube' in 'relocubes') in folded text. */
function occurrences(folded: string, word: string): number {
  let count = 0;
  for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) count++;
  return count;
}

function bodyOf(article: HelpArticle): string[] {
  return [...article.paragraphs, ...(article.list ?? [])];
}

/** About EXCERPT_LENGTH characters of `text` around position `at`, cut at spaces, '…' where cut. */
function excerptAround(text: string, at: number): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  let start = Math.max(0, Math.min(at - 40, text.length - EXCERPT_LENGTH));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > at ? start : space + 1;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  const body = text.slice(start, end).replace(/[\s,;:]+$/, '');
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}

/** The excerpt: around the first word found in the body, else the start of the answer. */
function excerptFor(article: HelpArticle, words: readonly string[]): string {
  const body = bodyOf(article);
  for (const word of words) {
    for (const text of body) {
      // Folding keeps letters in place for plain text; search the lower-cased original for the position.
      const at = text.toLowerCase().indexOf(word);
      if (at !== -1) return excerptAround(text, at);
    }
  }
  return excerptAround(body[0] ?? '', 0);
}

/** §2 site search over the Help articles: ordered results, best first; [] for an empty term. */
export function searchHelp(
  term: string,
  articles: readonly HelpArticle[] = HELP_ARTICLES,
): HelpSearchResult[] {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const scored = articles.map((article, order) => {
    const title = fold(article.title);
    const body = fold(bodyOf(article).join(' '));
    let matched = 0;
    let score = 0;
    for (const word of words) {
      const inTitle = title.includes(word);
      const inBody = Math.min(occurrences(body, word), 5);
      if (inTitle || inBody > 0) matched++;
      score += (inTitle ? 10 : 0) + inBody;
    }
    if (words.length > 1) {
      if (title.includes(phrase)) score += 20;
      if (body.includes(phrase)) score += 5;
    }
    return { article, order, matched, score };
  });
  return scored
    .filter((s) => s.matched > 0)
    .sort((a, b) => b.matched - a.matched || b.score - a.score || a.order - b.order)
    .map(({ article, score }) => ({
      article,
      href: helpArticleHref(article),
      excerpt: excerptFor(article, words),
      score,
    }));
}
