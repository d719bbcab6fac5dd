import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesEtag } from './static-files';

describe('choosing the encoding a browser accepts (issue 28 "Compression": brotli, else gzip)', () => {
  const both = ['br', 'gzip'] as const;

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('GZIP', both)).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });

  it('sends the file as it is without Accept-Encoding, with identity only, or with nothing stored', () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('gzip, br', [])).toBeNull();
  });

  it('follows the weights: q=0 refuses a coding, a higher weight wins, * stands for the codings not named', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.5', both)).toBe('br');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.1', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0', both)).toBeNull();
    expect(chooseEncoding('br;q=nonsense, gzip', both)).toBe('gzip');
  });
});

describe('If-None-Match (issue 28 "index.html is revalidated")', () => {
  it('matches the same tag, a weak form of it, one of a list, or *', () => {
    expect(matchesEtag('"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesEtag('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesEtag('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(matchesEtag('*', '"abc-br"')).toBe(true);
  });

  it('does not match another encoding of the file, another tag, or no header', () => {
    expect(matchesEtag('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(matchesEtag('"abc"', '"abc-br"')).toBe(false);
    expect(matchesEtag(undefined, '"abc-br"')).toBe(false);
  });
});
