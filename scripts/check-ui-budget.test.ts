import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest, SCREEN_MODULES } from '../adapters/http/server/composition/screen-preloads';
import {
  chunkCycles,
  landingPageJs,
  QUOTE_VIEW_MODULES,
  quoteViewJs,
  screenFileCounts,
  stalePreloads,
} from './check-ui-budget';

const dist = mkdtempSync(join(tmpdir(), 'relomove-budget-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function write(path: string, content: string) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), content);
}

write('index.html', '<script type="module" crossorigin src="/assets/index-a.js"></script>');
write('assets/index-a.js', 'import{a}from"./shared-b.js";const lazy=()=>import("./quote-view-page-c.js");');
write('assets/shared-b.js', 'export const a=1;');
write(
  'assets/quote-view-page-c.js',
  'import{a}from"./shared-b.js";import{d}from"./price-d.js";export const c=a+d;',
);
write('assets/price-d.js', `export const d=${'1+'.repeat(200)}1;`);
write('assets/query-client-e.js', 'export const e=1;');
write('assets/fetch-relomove-api-f.js', 'export const f=1;');
write('assets/answer-schemas-g.js', 'export const g=1;');
write('assets/staff-page-h.js', 'export const h=1;');
const files = ['quote-view-page-c', 'query-client-e', 'fetch-relomove-api-f', 'answer-schemas-g'];
write(
  '.vite/manifest.json',
  JSON.stringify(
    Object.fromEntries(QUOTE_VIEW_MODULES.map((module, i) => [module, { file: `assets/${files[i]}.js` }])),
  ),
);

describe("the quote view's JavaScript budget (issue 28)", () => {
  it("counts the landing page's files, the quote view's modules and their static imports, each file once", () => {
    const { files: counted, gzipBytes } = quoteViewJs(dist);
    expect(counted.map((f) => f.path).sort()).toEqual([
      '/assets/answer-schemas-g.js',
      '/assets/fetch-relomove-api-f.js',
      '/assets/index-a.js',
      '/assets/price-d.js',
      '/assets/query-client-e.js',
      '/assets/quote-view-page-c.js',
      '/assets/shared-b.js',
    ]);
    expect(gzipBytes).toBe(counted.reduce((sum, f) => sum + f.gzipBytes, 0));
    expect(gzipBytes).toBeGreaterThan(landingPageJs(dist).initialGzipBytes);
  });

  it('fails loudly when a module of the quote view is missing from the build manifest', () => {
    write('.vite/manifest.json', '{}');
    expect(() => quoteViewJs(dist)).toThrow(
      /features\/quote-view\/quote-view-page\.tsx is not in the build manifest/,
    );
  });

  it('names each module the server preloads for a screen that the build no longer has (issue 28, screen-preloads.ts)', () => {
    const modules = [...new Set(SCREEN_MODULES.flatMap((entry) => entry.modules))];
    write(
      '.vite/manifest.json',
      JSON.stringify(Object.fromEntries(modules.map((module, i) => [module, { file: `assets/m${i}.js` }]))),
    );
    expect(stalePreloads(dist)).toEqual([]);
    const [gone, ...kept] = modules;
    write(
      '.vite/manifest.json',
      JSON.stringify(Object.fromEntries(kept.map((module, i) => [module, { file: `assets/m${i}.js` }]))),
    );
    expect(stalePreloads(dist)).toEqual([gone]);
  });

  it('counts the JavaScript files each preloaded screen loads, the landing page initial files included (issue 28)', () => {
    const modules = [...new Set(SCREEN_MODULES.flatMap((entry) => entry.modules))];
    // Every screen module in one file that imports the landing page's shared file.
    write(
      '.vite/manifest.json',
      JSON.stringify(
        Object.fromEntries(modules.map((module) => [module, { file: 'assets/quote-view-page-c.js' }])),
      ),
    );
    const manifest = readManifest(dist);
    if (!manifest) throw new Error('the manifest was not written');
    const initial = landingPageJs(dist).initial.map((file) => file.path);
    for (const { files } of screenFileCounts(manifest, initial)) expect(files).toBe(3);
  });
});

describe('chunks that import each other in a circle (issue 28, screen-chunks.ts)', () => {
  it('finds none in a tree of imports, and names the chunks of each circle', () => {
    expect(chunkCycles({ a: { imports: ['b', 'c'] }, b: { imports: ['c'] }, c: {} })).toEqual([]);
    expect(chunkCycles({ a: { imports: ['b'] }, b: { imports: ['c'] }, c: { imports: ['b'] } })).toEqual([
      ['b', 'c', 'b'],
    ]);
  });
});
