/**
 * Issue 13 readiness checklist and issue 15 insect inspection tool, the §4 Inspection form states: the
 * spongy moth (formerly gypsy moth, Lymantria dispar) quarantine of USDA APHIS, 7 CFR 301.45. Moving
 * household goods from the quarantined area to anywhere outside it needs a self-inspection checklist
 * (outdoor household articles checked for egg masses and the other life stages).
 *
 * The list of quarantined states and counties is data (data/spongy-moth-quarantine.json, read by the
 * reference-data adapter and passed in here), so this module stays pure. The rule is county-precise when the
 * place's county (§3 Location FIPS, the five-digit county FIPS code from the city index) is known, and falls
 * back to the state otherwise (docs/decisions.md):
 * - at the origin, a place counts as inside the area when its state is wholly quarantined, or its county is a
 *   regulated one, or its state is partly quarantined and its county is unknown (so a move that might leave
 *   the area is always asked for the form);
 * - at the destination, only a place surely inside (a wholly quarantined state, a regulated county) counts
 *   as inside: a move that surely stays inside the area needs no form.
 */

/** One regulated county (or independent city) of a partly quarantined state. */
export interface QuarantineCounty {
  /** Five-digit county FIPS code (state + county), as §3 Location FIPS carries it. */
  readonly fips: string;
  /** Its name in words: 'Cuyahoga County', 'City of Alexandria'. */
  readonly name: string;
}

/** One state (or the District of Columbia) wholly or partly in the quarantine area, as the data file has it. */
export interface QuarantineStateData {
  /** Two-letter USPS code. */
  readonly code: string;
  readonly name: string;
  readonly whole: boolean;
  /** For a partly quarantined state: its regulated counties. */
  readonly counties?: readonly QuarantineCounty[];
}

/** The quarantine list as the data file holds it (data/spongy-moth-quarantine.json). */
export interface QuarantineAreaData {
  /** The day the list was compiled (ISO date). */
  readonly version: string;
  /** Where it comes from, for the customer and the next review. */
  readonly source: string;
  readonly sourceUrl: string;
  readonly states: readonly QuarantineStateData[];
}

/** The quarantine area, ready to answer where a place stands. Built once by `quarantineArea`. */
export interface QuarantineArea {
  readonly version: string;
  readonly source: string;
  readonly sourceUrl: string;
  /** By state code. */
  readonly states: ReadonlyMap<string, QuarantineStateData>;
  /** Regulated counties by FIPS code. */
  readonly counties: ReadonlyMap<string, QuarantineCounty & { readonly state: string }>;
}

/** The quarantine area of the data file's list (pure: the adapter reads and checks the file). */
export function quarantineArea(data: QuarantineAreaData): QuarantineArea {
  const states = new Map<string, QuarantineStateData>();
  const counties = new Map<string, QuarantineCounty & { state: string }>();
  for (const state of data.states) {
    const code = state.code.trim().toUpperCase();
    states.set(code, state);
    for (const county of state.counties ?? []) counties.set(county.fips, { ...county, state: code });
  }
  return { version: data.version, source: data.source, sourceUrl: data.sourceUrl, states, counties };
}

/** A place as the rule reads it: its state and, when known, its county's FIPS code ('' when unknown). */
export interface QuarantinePlace {
  readonly state: string;
  readonly fips: string;
}

/** Where a place stands with respect to the quarantine area. */
export type QuarantineStanding =
  /** Its state is wholly in the area. */
  | { readonly kind: 'WholeState'; readonly state: string; readonly stateName: string }
  /** Its county is a regulated one of a partly quarantined state. */
  | {
      readonly kind: 'County';
      readonly state: string;
      readonly stateName: string;
      readonly county: string;
    }
  /** Its state is partly in the area and its county is unknown: it may be inside. */
  | { readonly kind: 'PartOfState'; readonly state: string; readonly stateName: string }
  /** Outside the area (a state not in it, or a county of a partly quarantined state not regulated). */
  | { readonly kind: 'Outside' };

export const QUARANTINE_STANDING_KINDS = ['WholeState', 'County', 'PartOfState', 'Outside'] as const;

/** A five-digit county FIPS code, or nothing usable. */
const FIPS = /^\d{5}$/;

/** Where `place` stands: county-precise when its county is known, by its state otherwise. */
export function quarantineStanding(area: QuarantineArea, place: QuarantinePlace): QuarantineStanding {
  const code = place.state.trim().toUpperCase();
  const state = area.states.get(code);
  if (state === undefined) return { kind: 'Outside' };
  if (state.whole) return { kind: 'WholeState', state: code, stateName: state.name };
  const fips = place.fips.trim();
  if (!FIPS.test(fips)) return { kind: 'PartOfState', state: code, stateName: state.name };
  const county = area.counties.get(fips);
  return county !== undefined && county.state === code
    ? { kind: 'County', state: code, stateName: state.name, county: county.name }
    : { kind: 'Outside' };
}

/** True when the place may be inside the area (the origin's reading). */
export const mayBeInside = (standing: QuarantineStanding) => standing.kind !== 'Outside';

/** True when the place is surely inside the area (the destination's reading). */
export const surelyInside = (standing: QuarantineStanding) =>
  standing.kind === 'WholeState' || standing.kind === 'County';

/** Where the origin stands in words: 'Cuyahoga County, Ohio', 'New York', 'Illinois'. */
export function standingPlace(standing: QuarantineStanding): string {
  switch (standing.kind) {
    case 'County':
      return `${standing.county}, ${standing.stateName}`;
    case 'WholeState':
    case 'PartOfState':
      return standing.stateName;
    case 'Outside':
      return '';
  }
}
