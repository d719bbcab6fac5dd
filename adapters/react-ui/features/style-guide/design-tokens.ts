/**
 * The design tokens the style guide shows. Values are read from the stylesheet (styles/tokens.css) at
 * run time, never copied here, so the guide always shows what the site uses; contrast is computed from
 * those values (WCAG 2.2 relative luminance).
 */

export interface ColourToken {
  /** The custom property, e.g. '--color-primary'. */
  name: string;
  use: string;
  /** The colour it is read with or on, and the WCAG AA minimum for that pairing. */
  pair?: { with: string; minimum: 4.5 | 3; kind: 'text' | 'non-text' };
}

/** A pairing that must reach the AA minimum for text (4.5:1) or for other marks (3:1). */
const text = (on: string) => ({ with: on, minimum: 4.5, kind: 'text' }) as const;
const nonText = (on: string) => ({ with: on, minimum: 3, kind: 'non-text' }) as const;

export const COLOUR_TOKENS: readonly ColourToken[] = [
  { name: '--color-text', use: 'Body text', pair: text('--color-bg') },
  { name: '--color-text-muted', use: 'Hints and secondary text', pair: text('--color-bg') },
  { name: '--color-bg', use: 'Page background' },
  { name: '--color-surface', use: 'Hero and quiet panels', pair: text('--color-text') },
  { name: '--color-border', use: 'Field and card borders', pair: nonText('--color-bg') },
  { name: '--color-primary', use: 'Header, links, primary buttons', pair: text('--color-on-primary') },
  { name: '--color-primary-hover', use: 'Primary button on hover', pair: text('--color-on-primary') },
  { name: '--color-on-primary', use: 'Text on primary' },
  { name: '--color-accent', use: 'Decoration only, never text', pair: nonText('--color-text') },
  { name: '--color-error', use: 'Error messages and borders', pair: text('--color-bg') },
  { name: '--color-success', use: 'Valid fields, success notices', pair: text('--color-bg') },
  { name: '--color-info-bg', use: 'Info notices', pair: text('--color-text') },
  { name: '--color-error-bg', use: 'Error notices', pair: text('--color-error') },
  { name: '--color-success-bg', use: 'Success notices', pair: text('--color-success') },
];

export const SPACE_TOKENS = [
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-5',
  '--space-6',
  '--space-7',
] as const;

export const TYPE_TOKENS = [
  { name: '--font-size-h1', use: 'Page title (h1), fluid' },
  { name: '--font-size-h2', use: 'Section title (h2)' },
  { name: '--font-size-base', use: 'Body text' },
  { name: '--font-size-small', use: 'Hints, field messages' },
] as const;

export const RADIUS_TOKENS = ['--radius-small', '--radius', '--radius-large'] as const;

/** The value of a custom property on :root, '' when the stylesheet is not loaded (tests). */
export function tokenValue(name: string): string {
  if (typeof document === 'undefined') return '';
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** '#1b2430' or '#fff' as [r, g, b] 0-255, or null for anything else. */
function parseHex(colour: string): [number, number, number] | null {
  const hex = colour.trim().replace(/^#/, '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
