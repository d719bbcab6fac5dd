/**
 * The fixed sample of lanes `relomove rates diff` prices under the current and a candidate rate card
 * (issue 5; listed in docs/cli.md). Twenty origin/destination ZIPs or postal codes chosen to cover every
 * distance band (short, regional, long haul, coast to coast), every lane region, the US-Canada border,
 * and every §9 house size, including one too large for a trailer (rated by hand, ReloCubes only).
 * Change the list here, in one place; the command and its tests read it.
 */
export interface SampleLane {
  from: string;
  to: string;
  /** A §9 house size label (domain/quote/house-sizes.ts). */
  size: string;
}

export const RATE_SAMPLE_LANES: readonly SampleLane[] = [
  { from: '46204', to: '43215', size: '2 bedroom' }, // Indianapolis -> Columbus, short
  { from: '89101', to: '92101', size: '1 bedroom' }, // Las Vegas -> San Diego, short
  { from: '02108', to: '20001', size: '2 bedroom' }, // Boston -> Washington, regional
  { from: '33101', to: '30303', size: 'under 1 room/studio' }, // Miami -> Atlanta
  { from: '55401', to: '63101', size: '1 bedroom' }, // Minneapolis -> St. Louis
  { from: '98101', to: '94103', size: '1 bedroom' }, // Seattle -> San Francisco
  { from: '73102', to: '70112', size: 'under 1 room/studio' }, // Oklahoma City -> New Orleans
  { from: '19103', to: '28202', size: '2 bedroom' }, // Philadelphia -> Charlotte
  { from: '60601', to: '75201', size: '2 bedroom' }, // Chicago -> Dallas
  { from: '80202', to: '85004', size: '3 bedroom' }, // Denver -> Phoenix
  { from: '77002', to: '37203', size: '4 bedroom home' }, // Houston -> Nashville
  { from: '97201', to: '84101', size: '3 bedroom' }, // Portland -> Salt Lake City
  { from: '64105', to: '87102', size: '3 bedroom' }, // Kansas City -> Albuquerque
  { from: '35203', to: '78701', size: '1 bedroom' }, // Birmingham -> Austin
  { from: '60601', to: 'M5V 3L9', size: '2 bedroom' }, // Chicago -> Toronto, cross-border
  { from: 'V6B 1A1', to: '97201', size: '1 bedroom' }, // Vancouver -> Portland, cross-border
  { from: '10001', to: '33101', size: '4 bedroom home' }, // New York -> Miami, long haul
  { from: '48226', to: '32801', size: '5+ bedroom home' }, // Detroit -> Orlando, too large for a trailer
  { from: '10001', to: '90001', size: '3 bedroom' }, // New York -> Los Angeles, coast to coast
  { from: '04101', to: '92101', size: '2 bedroom' }, // Portland, ME -> San Diego, the longest
];
