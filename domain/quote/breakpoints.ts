/**
 * §9 "Breakpoints: mobile width 40 times base font size; desktop 1025 px", on their own so that a screen
 * needing only a breakpoint loads nothing else with it.
 */

/** §9 "mobile width 40 times base font size". */
export const MOBILE_WIDTH_EM = 40;

/** §9 mobile width as a CSS media query (rem: the base font size), the one the stylesheets use too. */
export const MOBILE_WIDTH_QUERY = `(max-width: ${MOBILE_WIDTH_EM}rem)`;
