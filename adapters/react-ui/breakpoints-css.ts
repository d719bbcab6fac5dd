import type { Plugin } from 'vite';
import { BREAKPOINT_QUERIES, type BreakpointName } from '../../domain/quote/breakpoints.ts';

/** A named breakpoint in a media query's prelude: `(--desktop)`. */
const NAMED = /\(--([a-z][a-z-]*)\)/g;
const MEDIA_PRELUDE = /@media([^{;]*)\{/g;

const isBreakpoint = (name: string): name is BreakpointName => Object.hasOwn(BREAKPOINT_QUERIES, name);

/**
 * Writes the §9 breakpoints (domain/quote/breakpoints.ts) into a stylesheet: `@media (--desktop)` becomes
 * `@media (min-width: 1025px)`. CSS cannot read a custom property in a media query, so the stylesheets
 * name the breakpoint (the Media Queries 5 custom-media syntax) and the values stay written once, in the
 * domain. An unknown name fails the build rather than silently never matching.
 */
export function withBreakpoints(css: string, file = 'stylesheet'): string {
  return css.replace(MEDIA_PRELUDE, (_rule, prelude: string) => {
    const written = prelude.replace(NAMED, (_named, name: string) => {
      if (!isBreakpoint(name)) {
        throw new Error(
          `${file}: unknown breakpoint --${name}; the §9 breakpoints are ${Object.keys(BREAKPOINT_QUERIES).join(', ')}`,
        );
      }
      return BREAKPOINT_QUERIES[name];
    });
    return `@media${written}{`;
  });
}

/** The Vite plugin that runs withBreakpoints on the app's own stylesheets, before Vite reads them. */
export function breakpointsCss(): Plugin {
  return {
    name: 'relomove-breakpoints-css',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.css') || file.includes('/node_modules/')) return null;
      return { code: withBreakpoints(code, file), map: null };
    },
  };
}
