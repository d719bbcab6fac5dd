/**
 * Issue 10 "Rank suggestions so that the place most people mean comes first": a larger city whose name
 * starts with the term comes before a hamlet whose name equals it ('atl' gives Atlanta, GA first).
 *
 * A place's size is the number of ZIP codes it has (the postal data carries no population; a city's ZIP
 * count grows with it: Atlanta has about 100, a hamlet one). An exact name match counts double, so that
 * of two places of about the same size the one named exactly as typed comes first, while a city many times
 * larger still wins over an exact hamlet. Then the name, then the state code, alphabetically.
 */
export interface RankedPlace {
  /** The place's name equals the term (not merely starts with it). */
  readonly exact: boolean;
  /** How many ZIP codes (or Canadian FSAs) the place has. */
  readonly zipCount: number;
  /** Lowercase name and state code, for the alphabetical tie-break. */
  readonly name: string;
  readonly state: string;
}

/** The weight a place is ranked by: its ZIP count, doubled for an exact name match. */
export function placeWeight(place: Pick<RankedPlace, 'exact' | 'zipCount'>): number {
  return place.exact ? place.zipCount * 2 : place.zipCount;
}

/** True when `a` is listed before `b`. A strict order: never true both ways. */
export function placeRanksBefore(a: RankedPlace, b: RankedPlace): boolean {
  const weightA = placeWeight(a);
  const weightB = placeWeight(b);
  if (weightA !== weightB) return weightA > weightB;
  if (a.exact !== b.exact) return a.exact;
  if (a.name !== b.name) return a.name < b.name;
  return a.state < b.state;
}
