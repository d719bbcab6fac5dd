/**
 * §9 "Breakpoints: mobile width 40 times base font size; desktop 1025 px; banner line drawing tablet
 * 1024 px, phone 600 px, wide above 1624 px. Stick check every 50 ms." Written once here, on their own so
 * that a screen needing only a breakpoint loads nothing else with it. The stylesheets name them
 * (`@media (--mobile)`) and the build writes these values in (adapters/react-ui/breakpoints-css.ts).
 */

/** §9 "mobile width 40 times base font size". */
export const MOBILE_WIDTH_EM = 40;

/** §9 "desktop 1025 px": the narrowest desktop viewport. */
export const DESKTOP_MIN_WIDTH_PX = 1025;

/** §9 banner line drawing: "tablet 1024 px" (the widest tablet drawing). */
export const DRAWING_TABLET_MAX_WIDTH_PX = 1024;
/** §9 banner line drawing: "phone 600 px" (the widest phone drawing). */
export const DRAWING_PHONE_MAX_WIDTH_PX = 600;
/** §9 banner line drawing: "wide above 1624 px". */
export const DRAWING_WIDE_ABOVE_PX = 1624;

/**
 * §9 "Stick check every 50 ms": the original re-checked the quote banner's stick edge on a timer. The
 * site states the same rule as the `mobile` media query, which the browser re-applies on every resize,
 * so nothing polls (docs/decisions.md); the value is kept for the record.
 */
export const STICK_CHECK_INTERVAL_MS = 50;

/** One CSS pixel in rem at the default base font size: "wider than 40rem" starts 1px later. */
const ONE_PX_REM = 1 / 16;

/** §9 mobile width as a CSS media query (rem: the base font size), the one the stylesheets use too. */
export const MOBILE_WIDTH_QUERY = `(max-width: ${MOBILE_WIDTH_EM}rem)`;

/**
 * Every §9 breakpoint as a media condition, by the name the stylesheets use (`@media (--desktop)`).
 * `aboveMobile` is everything wider than mobile width (tablet and desktop).
 */
export const BREAKPOINT_QUERIES = {
  mobile: MOBILE_WIDTH_QUERY,
  'above-mobile': `(min-width: ${MOBILE_WIDTH_EM + ONE_PX_REM}rem)`,
  desktop: `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`,
  'drawing-phone': `(max-width: ${DRAWING_PHONE_MAX_WIDTH_PX}px)`,
  'drawing-tablet': `(min-width: ${DRAWING_PHONE_MAX_WIDTH_PX + 1}px) and (max-width: ${DRAWING_TABLET_MAX_WIDTH_PX}px)`,
  'drawing-wide': `(min-width: ${DRAWING_WIDE_ABOVE_PX + 1}px)`,
} as const;
export type BreakpointName = keyof typeof BREAKPOINT_QUERIES;
