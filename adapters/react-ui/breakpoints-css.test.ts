import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINT_QUERIES,
  DESKTOP_MIN_WIDTH_PX,
  DRAWING_PHONE_MAX_WIDTH_PX,
  DRAWING_TABLET_MAX_WIDTH_PX,
  DRAWING_WIDE_ABOVE_PX,
  MOBILE_WIDTH_EM,
  STICK_CHECK_INTERVAL_MS,
} from '../../domain/quote/breakpoints';
import { withBreakpoints } from './breakpoints-css';

const here = fileURLToPath(new URL('.', import.meta.url));
const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );

describe('§9 breakpoints, written once', () => {
  it('are the §9 values: mobile 40 x base font size, desktop 1025px, drawing phone 600, tablet 1024, wide above 1624, stick check 50 ms', () => {
    expect(MOBILE_WIDTH_EM).toBe(40);
    expect(DESKTOP_MIN_WIDTH_PX).toBe(1025);
    expect(DRAWING_PHONE_MAX_WIDTH_PX).toBe(600);
    expect(DRAWING_TABLET_MAX_WIDTH_PX).toBe(1024);
    expect(DRAWING_WIDE_ABOVE_PX).toBe(1624);
    expect(STICK_CHECK_INTERVAL_MS).toBe(50);
    expect(BREAKPOINT_QUERIES).toEqual({
      mobile: '(max-width: 40rem)',
      'above-mobile': '(min-width: 40.0625rem)',
      desktop: '(min-width: 1025px)',
      'drawing-phone': '(max-width: 600px)',
      'drawing-tablet': '(min-width: 601px) and (max-width: 1024px)',
      'drawing-wide': '(min-width: 1625px)',
    });
  });

  it('the build writes each named breakpoint of a stylesheet in from the domain', () => {
    const css =
      '.a{}\n@media (--mobile) {.b{}}\n@media print and (--desktop){.c{}}\n@media (prefers-reduced-motion: reduce){.d{}}';
    expect(withBreakpoints(css)).toBe(
      '.a{}\n@media (max-width: 40rem) {.b{}}\n@media print and (min-width: 1025px){.c{}}\n@media (prefers-reduced-motion: reduce){.d{}}',
    );
  });

  it('an unknown breakpoint name fails the build instead of never matching', () => {
    expect(() => withBreakpoints('@media (--tablet) {.x{}}', 'x.css')).toThrow(
      /x\.css: unknown breakpoint --tablet/,
    );
  });

  it('no stylesheet of the app writes a width of its own in a media query: each names a §9 breakpoint', () => {
    const files = stylesheets(here);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      for (const [, prelude] of css.matchAll(/@media([^{]*)\{/g)) {
        expect(prelude, `${file}: @media${prelude}`).not.toMatch(/width\s*:/);
      }
      // Every name it uses is known (this throws otherwise).
      expect(() => withBreakpoints(css, file)).not.toThrow();
    }
  });
});
