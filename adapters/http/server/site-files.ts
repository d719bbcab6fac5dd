import { Route } from '../../../domain/quote/routes';

/**
 * Issue 26, small things: the two files every browser and crawler asks a site for, served by the server
 * itself (with or without the built customer app, on every page, the SANDBOX payment pages included).
 */

/** The paths crawlers are asked to leave alone: a customer's or staff member's pages, and the API. */
export const ROBOTS_DISALLOWED: readonly string[] = [Route.dashboard, '/jojo', '/reservation', '/api'];

/** /robots.txt: every public page may be crawled (the landing page, quotes, FAQ, the locator), not the rest. */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`),
  '',
].join('\n');

/** The brand colour (--color-primary in the app's styles, the square of favicon.svg). */
export const BRAND_RGB = [0x0b, 0x4f, 0x8a] as const;

/** The icon's side in pixels, and favicon.svg's strokes in its 32-unit view box (a box drawn in outline). */
export const ICON_SIZE = 32;
const CORNER_RADIUS = 6;
const STROKE_HALF_WIDTH = 1;
const STROKES: ReadonlyArray<readonly [number, number, number, number]> = [
  [9, 11, 16, 7],
  [16, 7, 23, 11],
  [23, 11, 23, 21],
  [23, 21, 16, 25],
  [16, 25, 9, 21],
  [9, 21, 9, 11],
  [9, 11, 16, 15],
  [16, 15, 23, 11],
  [16, 15, 16, 25],
];
/** Samples per pixel side, for smooth edges. */
const SAMPLES = 4;

function distanceToSegment(
  x: number,
  y: number,
  [x1, y1, x2, y2]: readonly [number, number, number, number],
) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** Inside the rounded square of side ICON_SIZE. */
function insideSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, CORNER_RADIUS), ICON_SIZE - CORNER_RADIUS);
  const cy = Math.min(Math.max(y, CORNER_RADIUS), ICON_SIZE - CORNER_RADIUS);
  return Math.hypot(x - cx, y - cy) <= CORNER_RADIUS;
}

/** One pixel of favicon.svg's picture: [red, green, blue, alpha], edges smoothed by sampling. */
export function iconPixel(px: number, py: number): [number, number, number, number] {
  let square = 0;
  let stroke = 0;
  for (let i = 0; i < SAMPLES; i++) {
    for (let j = 0; j < SAMPLES; j++) {
      const x = px + (i + 0.5) / SAMPLES;
      const y = py + (j + 0.5) / SAMPLES;
      if (!insideSquare(x, y)) continue;
      square++;
      if (STROKES.some((s) => distanceToSegment(x, y, s) <= STROKE_HALF_WIDTH)) stroke++;
    }
  }
  const all = SAMPLES * SAMPLES;
  if (square === 0) return [0, 0, 0, 0];
  const white = stroke / square;
  const mix = (c: number) => Math.round(c + (255 - c) * white);
  return [mix(BRAND_RGB[0]), mix(BRAND_RGB[1]), mix(BRAND_RGB[2]), Math.round((255 * square) / all)];
}

/**
 * /favicon.ico: favicon.svg drawn as a 32 x 32 icon (one 32-bit image, the ICO format every browser reads:
 * the directory, a BITMAPINFOHEADER, rows bottom-up in BGRA, then the 1-bit mask all clear).
 */
export function faviconIco(): Buffer {
  const size = ICON_SIZE;
  const pixels = size * size * 4;
  const mask = size * (size / 8); // each 32-pixel row is 4 bytes: no padding
  const image = 40 + pixels + mask;
  const out = Buffer.alloc(6 + 16 + image);
  out.writeUInt16LE(0, 0); // reserved
  out.writeUInt16LE(1, 2); // an icon
  out.writeUInt16LE(1, 4); // one image
  out.writeUInt8(size, 6);
  out.writeUInt8(size, 7);
  out.writeUInt8(0, 8); // no palette
  out.writeUInt8(0, 9);
  out.writeUInt16LE(1, 10); // planes
  out.writeUInt16LE(32, 12); // bits per pixel
  out.writeUInt32LE(image, 14);
  out.writeUInt32LE(22, 18); // where the image starts
  const header = 22;
  out.writeUInt32LE(40, header);
  out.writeInt32LE(size, header + 4);
  out.writeInt32LE(size * 2, header + 8); // the colours and the mask, stacked
  out.writeUInt16LE(1, header + 12);
  out.writeUInt16LE(32, header + 14);
  out.writeUInt32LE(0, header + 16); // uncompressed
  out.writeUInt32LE(pixels + mask, header + 20);
  let at = header + 40;
  for (let row = size - 1; row >= 0; row--) {
    for (let col = 0; col < size; col++) {
      const [r, g, b, a] = iconPixel(col, row);
      out.writeUInt8(b, at);
      out.writeUInt8(g, at + 1);
      out.writeUInt8(r, at + 2);
      out.writeUInt8(a, at + 3);
      at += 4;
    }
  }
  return out; // the mask stays zero: the alpha channel decides
}
