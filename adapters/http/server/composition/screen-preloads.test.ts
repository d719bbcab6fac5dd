import { describe, expect, it } from 'vitest';
import { screenAt } from '../../../../domain/quote/screens';
import { filesOf, type Manifest, SCREEN_MODULES, withPreloads } from './screen-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-e1.js', imports: ['_shared-s1.js'], css: ['assets/index-c1.css'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  'features/quote-view/quote-view-page.tsx': {
    file: 'assets/quote-view-page-q1.js',
    imports: ['_use-quote-view-u1.js', '_shared-s1.js'],
  },
  '_use-quote-view-u1.js': {
    file: 'assets/use-quote-view-u1.js',
    imports: ['_money-m1.js'],
    css: ['assets/use-quote-view-u1.css', 'assets/index-c1.css'],
  },
  '_money-m1.js': { file: 'assets/money-m1.js', imports: ['_shared-s1.js'] },
  'app/query-client.ts': { file: 'assets/query-client-k1.js', imports: ['_money-m1.js'] },
};

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/index-e1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/shared-s1.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

describe("a screen's JavaScript starts loading with its page (issue 28 'Pages that are fast on a phone')", () => {
  it("names a screen's chunk, each of its static imports once and its stylesheets, screen first", () => {
    expect(filesOf(manifest, ['features/quote-view/quote-view-page.tsx', 'app/query-client.ts'])).toEqual({
      js: [
        '/assets/quote-view-page-q1.js',
        '/assets/query-client-k1.js',
        '/assets/use-quote-view-u1.js',
        '/assets/shared-s1.js',
        '/assets/money-m1.js',
      ],
      css: ['/assets/use-quote-view-u1.css', '/assets/index-c1.css'],
      missing: [],
    });
  });

  it('adds a low-priority modulepreload link per file and style preload per stylesheet before </head> (the entry keeps a slow network first), none for what index.html names already', () => {
    const page = withPreloads(INDEX, manifest, ['features/quote-view/quote-view-page.tsx']);
    const links = page.match(/<link [^>]+>/g) ?? [];
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/shared-s1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c1.css">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/quote-view-page-q1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/use-quote-view-u1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/money-m1.js">',
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/use-quote-view-u1.css">',
    ]);
    expect(page.indexOf('quote-view-page-q1.js')).toBeLessThan(page.indexOf('</head>'));
    expect(
      page.replace(/\s*<link rel="(modulepreload|preload)"[^>]+>/g, (link) =>
        INDEX.includes(link.trim()) ? link : '',
      ),
    ).toBe(INDEX);
  });

  it('leaves out a module the build does not have and keeps the page as it is when nothing is left to add', () => {
    expect(filesOf(manifest, ['features/gone-page.tsx']).missing).toEqual(['features/gone-page.tsx']);
    expect(withPreloads(INDEX, manifest, ['features/gone-page.tsx'])).toBe(INDEX);
    expect(withPreloads(INDEX, manifest, ['_shared-s1.js'])).toBe(INDEX);
  });

  it('lists only screens of the one screen list, each under the path the server matches (domain/quote/screens.ts)', () => {
    const samples: Record<string, string> = {
      '/moving-quotes/quoteview': '/moving-quotes/quoteview?qId=abc',
      '/reservation/:quoteId/:step?': '/reservation/1000005/schedule',
      '/dashboard': '/dashboard',
      '/service-centers': '/service-centers',
    };
    expect(SCREEN_MODULES.map((entry) => entry.screen)).toEqual(Object.keys(samples));
    for (const [screen, path] of Object.entries(samples)) expect(screenAt(path)?.path, path).toBe(screen);
  });
});
