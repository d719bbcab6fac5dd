/**
 * Distance for rating (issue 3, docs/pricing.md): HHGMiles is the great-circle distance between the
 * origin and destination coordinates, times a road-circuity factor from the rate card, rounded to whole miles.
 */
export interface Coordinates {
  Latitude: number;
  Longitude: number;
}

const EARTH_RADIUS_MILES = 3958.7613;

/** Haversine great-circle distance in (fractional) statute miles. */
export function greatCircleMiles(a: Coordinates, b: Coordinates): number {
  const toRad = Math.PI / 180;
  const dLat = (b.Latitude - a.Latitude) * toRad;
  const dLon = (b.Longitude - a.Longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.Latitude * toRad) * Math.cos(b.Latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres in one statute mile (exact, by the international yard of 1959). */
export const KILOMETERS_PER_MILE = 1.609344;

/** Haversine great-circle distance in (fractional) kilometres. */
export function greatCircleKilometers(a: Coordinates, b: Coordinates): number {
  return greatCircleMiles(a, b) * KILOMETERS_PER_MILE;
}

/** §3 HHGMiles: road miles estimated from coordinates, whole miles. */
export function hhgMiles(origin: Coordinates, destination: Coordinates, circuityFactor: number): number {
  return Math.round(greatCircleMiles(origin, destination) * circuityFactor);
}
