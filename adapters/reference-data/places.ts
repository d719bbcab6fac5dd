/**
 * State, territory and province names and codes for the reference data (§3 City search result
 * StateCode/StateName, StationDetail StateCode/StateName/FIPSCode).
 */

/** US states, DC and the inhabited territories the zipcodes package lists, by USPS code. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  FM: 'Federated States of Micronesia',
  GU: 'Guam',
  MH: 'Marshall Islands',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  PW: 'Palau',
  VI: 'U.S. Virgin Islands',
};

/** US state FIPS codes (two digits), the first part of a five-digit county FIPS code. */
export const US_STATE_FIPS: Readonly<Record<string, string>> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
  AS: '60',
  FM: '64',
  GU: '66',
  MH: '68',
  MP: '69',
  PW: '70',
  PR: '72',
  VI: '78',
};

/** US military post codes: APO/FPO/DPO addresses have no place or coordinates and are left out. */
export const US_MILITARY_STATE_CODES: ReadonlySet<string> = new Set(['AA', 'AE', 'AP']);

/** Canadian provinces and territories, by Canada Post code. */
export const CA_PROVINCE_NAMES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The province of a Canadian forward sortation area, from its first letter (Canada Post's districts). */
const FSA_FIRST_LETTER_PROVINCE: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** Nunavut's FSAs share the letter X with the Northwest Territories. */
const NUNAVUT_FSAS: ReadonlySet<string> = new Set(['X0A', 'X0B', 'X0C']);

/** The province code of an FSA ('M5V' -> 'ON'), or null when the first letter is not a postal district. */
export function provinceOfFsa(fsa: string): string | null {
  const upper = fsa.toUpperCase();
  if (NUNAVUT_FSAS.has(upper.slice(0, 3))) return 'NU';
  return FSA_FIRST_LETTER_PROVINCE[upper.charAt(0)] ?? null;
}

/** 'US' or 'CA' for a state or province code, or null. */
export function countryOfStateCode(code: string): 'US' | 'CA' | null {
  const upper = code.toUpperCase();
  if (upper in US_STATE_NAMES) return 'US';
  if (upper in CA_PROVINCE_NAMES) return 'CA';
  return null;
}

/** The full name of a US state/territory or Canadian province ('MO' -> 'Missouri'), or ''. */
export function stateName(code: string): string {
  const upper = code.toUpperCase();
  return US_STATE_NAMES[upper] ?? CA_PROVINCE_NAMES[upper] ?? '';
}
