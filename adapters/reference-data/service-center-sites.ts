/**
 * The hand-written list behind data/service-centers.json: one terminal per metro area, with a
 * plausible terminal ZIP/postal code. Coordinates, county FIPS and names come from the city
 * directory when the file is generated (generate-service-centers.ts). Station codes are fictional
 * three-letter codes (mostly the metro's airport code); phone numbers use the area's real area code
 * with the fictional 555-01xx exchange.
 */

export interface ServiceCenterSite {
  code: string;
  /** The city the ZIP must resolve to in the city directory (a check on the hand-written data). */
  city: string;
  state: string;
  /** US ZIP, or a Canadian postal code whose FSA the city directory knows. */
  zip: string;
  areaCode: string;
  /**
   * Canada only: the Statistics Canada Standard Geographical Classification (SGC 2021) census
   * subdivision code, standing in for the county FIPS code that Canada does not have.
   */
  sgc?: string;
  /**
   * Issue 27: the station's IANA time zone when it is not its state's main one (domain/calendar/time-zones.ts
   * ZONE_OF_STATE): the Florida panhandle is Central, East Tennessee Eastern, far West Texas Mountain.
   */
  timeZone?: string;
}

/** Regions used by the rate card's lane factors, by state or province. */
export const REGION_BY_STATE: Readonly<Record<string, string>> = {
  // NE: New England, New York, New Jersey, Pennsylvania, Delaware, Maryland, DC
  ME: 'NE',
  NH: 'NE',
  VT: 'NE',
  MA: 'NE',
  RI: 'NE',
  CT: 'NE',
  NY: 'NE',
  NJ: 'NE',
  PA: 'NE',
  DE: 'NE',
  MD: 'NE',
  DC: 'NE',
  // SE: Virginias, Carolinas, Georgia, Florida, Alabama, Mississippi, Tennessee, Kentucky
  VA: 'SE',
  WV: 'SE',
  NC: 'SE',
  SC: 'SE',
  GA: 'SE',
  FL: 'SE',
  AL: 'SE',
  MS: 'SE',
  TN: 'SE',
  KY: 'SE',
  // MW: Great Lakes and Plains
  OH: 'MW',
  MI: 'MW',
  IN: 'MW',
  IL: 'MW',
  WI: 'MW',
  MN: 'MW',
  IA: 'MW',
  MO: 'MW',
  ND: 'MW',
  SD: 'MW',
  NE: 'MW',
  KS: 'MW',
  // SC: South Central
  TX: 'SC',
  OK: 'SC',
  AR: 'SC',
  LA: 'SC',
  // MT: Mountain
  MT: 'MT',
  WY: 'MT',
  CO: 'MT',
  NM: 'MT',
  AZ: 'MT',
  UT: 'MT',
  ID: 'MT',
  NV: 'MT',
  // PW: Pacific (with Alaska and Hawaii)
  WA: 'PW',
  OR: 'PW',
  CA: 'PW',
  AK: 'PW',
  HI: 'PW',
  // CA-E: Eastern Canada
  ON: 'CA-E',
  QC: 'CA-E',
  NB: 'CA-E',
  NS: 'CA-E',
  PE: 'CA-E',
  NL: 'CA-E',
  // CA-W: Western Canada and the territories
  MB: 'CA-W',
  SK: 'CA-W',
  AB: 'CA-W',
  BC: 'CA-W',
  YT: 'CA-W',
  NT: 'CA-W',
  NU: 'CA-W',
};

/** Every region code, in the order the rate card lists them. */
export const REGION_CODES = ['NE', 'SE', 'MW', 'SC', 'MT', 'PW', 'CA-E', 'CA-W'] as const;

export const SERVICE_CENTER_SITES: readonly ServiceCenterSite[] = [
  // Northeast
  { code: 'PWM', city: 'Portland', state: 'ME', zip: '04102', areaCode: '207' },
  { code: 'MHT', city: 'Manchester', state: 'NH', zip: '03103', areaCode: '603' },
  { code: 'BTV', city: 'Burlington', state: 'VT', zip: '05401', areaCode: '802' },
  { code: 'BOS', city: 'Boston', state: 'MA', zip: '02128', areaCode: '617' },
  { code: 'SPM', city: 'Springfield', state: 'MA', zip: '01104', areaCode: '413' },
  { code: 'PVD', city: 'Providence', state: 'RI', zip: '02907', areaCode: '401' },
  { code: 'HFD', city: 'Hartford', state: 'CT', zip: '06114', areaCode: '860' },
  { code: 'NYC', city: 'Bronx', state: 'NY', zip: '10474', areaCode: '718' },
  { code: 'ISP', city: 'Hauppauge', state: 'NY', zip: '11788', areaCode: '631' },
  { code: 'ALB', city: 'Albany', state: 'NY', zip: '12205', areaCode: '518' },
  { code: 'SYR', city: 'Syracuse', state: 'NY', zip: '13206', areaCode: '315' },
  { code: 'ROC', city: 'Rochester', state: 'NY', zip: '14624', areaCode: '585' },
  { code: 'BUF', city: 'Buffalo', state: 'NY', zip: '14206', areaCode: '716' },
  { code: 'EWR', city: 'Newark', state: 'NJ', zip: '07114', areaCode: '973' },
  { code: 'EDI', city: 'Edison', state: 'NJ', zip: '08817', areaCode: '732' },
  { code: 'PHL', city: 'Philadelphia', state: 'PA', zip: '19153', areaCode: '215' },
  { code: 'ABE', city: 'Allentown', state: 'PA', zip: '18109', areaCode: '610' },
  { code: 'MDT', city: 'Harrisburg', state: 'PA', zip: '17111', areaCode: '717' },
  { code: 'PIT', city: 'Pittsburgh', state: 'PA', zip: '15205', areaCode: '412' },
  { code: 'ILG', city: 'Wilmington', state: 'DE', zip: '19801', areaCode: '302' },
  { code: 'BWI', city: 'Baltimore', state: 'MD', zip: '21224', areaCode: '410' },
  { code: 'WAS', city: 'Washington', state: 'DC', zip: '20018', areaCode: '202' },
  // Southeast
  { code: 'IAD', city: 'Chantilly', state: 'VA', zip: '20151', areaCode: '703' },
  { code: 'RIC', city: 'Richmond', state: 'VA', zip: '23234', areaCode: '804' },
  { code: 'ORF', city: 'Norfolk', state: 'VA', zip: '23513', areaCode: '757' },
  { code: 'ROA', city: 'Roanoke', state: 'VA', zip: '24012', areaCode: '540' },
  { code: 'CRW', city: 'Charleston', state: 'WV', zip: '25312', areaCode: '304' },
  { code: 'CLT', city: 'Charlotte', state: 'NC', zip: '28208', areaCode: '704' },
  { code: 'RDU', city: 'Raleigh', state: 'NC', zip: '27610', areaCode: '919' },
  { code: 'GSO', city: 'Greensboro', state: 'NC', zip: '27406', areaCode: '336' },
  { code: 'CAE', city: 'Columbia', state: 'SC', zip: '29209', areaCode: '803' },
  { code: 'CHS', city: 'North Charleston', state: 'SC', zip: '29405', areaCode: '843' },
  { code: 'GSP', city: 'Greenville', state: 'SC', zip: '29605', areaCode: '864' },
  { code: 'ATL', city: 'Atlanta', state: 'GA', zip: '30336', areaCode: '404' },
  { code: 'SAV', city: 'Savannah', state: 'GA', zip: '31408', areaCode: '912' },
  { code: 'JAX', city: 'Jacksonville', state: 'FL', zip: '32254', areaCode: '904' },
  { code: 'ORL', city: 'Orlando', state: 'FL', zip: '32824', areaCode: '407' },
  { code: 'TPA', city: 'Tampa', state: 'FL', zip: '33619', areaCode: '813' },
  { code: 'MIA', city: 'Miami', state: 'FL', zip: '33166', areaCode: '305' },
  { code: 'RSW', city: 'Fort Myers', state: 'FL', zip: '33913', areaCode: '239' },
  { code: 'PNS', city: 'Pensacola', state: 'FL', zip: '32505', areaCode: '850', timeZone: 'America/Chicago' },
  { code: 'BHM', city: 'Birmingham', state: 'AL', zip: '35217', areaCode: '205' },
  { code: 'HSV', city: 'Huntsville', state: 'AL', zip: '35811', areaCode: '256' },
  { code: 'MOB', city: 'Mobile', state: 'AL', zip: '36617', areaCode: '251' },
  { code: 'JAN', city: 'Jackson', state: 'MS', zip: '39209', areaCode: '601' },
  { code: 'BNA', city: 'Nashville', state: 'TN', zip: '37210', areaCode: '615' },
  { code: 'MEM', city: 'Memphis', state: 'TN', zip: '38118', areaCode: '901' },
  {
    code: 'TYS',
    city: 'Knoxville',
    state: 'TN',
    zip: '37914',
    areaCode: '865',
    timeZone: 'America/New_York',
  },
  {
    code: 'CHA',
    city: 'Chattanooga',
    state: 'TN',
    zip: '37406',
    areaCode: '423',
    timeZone: 'America/New_York',
  },
  { code: 'SDF', city: 'Louisville', state: 'KY', zip: '40213', areaCode: '502' },
  { code: 'LEX', city: 'Lexington', state: 'KY', zip: '40511', areaCode: '859' },
  // Midwest
  { code: 'CMH', city: 'Columbus', state: 'OH', zip: '43207', areaCode: '614' },
  { code: 'CLE', city: 'Cleveland', state: 'OH', zip: '44135', areaCode: '216' },
  { code: 'CVG', city: 'Cincinnati', state: 'OH', zip: '45241', areaCode: '513' },
  { code: 'TOL', city: 'Toledo', state: 'OH', zip: '43612', areaCode: '419' },
  { code: 'DTW', city: 'Detroit', state: 'MI', zip: '48209', areaCode: '313' },
  { code: 'GRR', city: 'Grand Rapids', state: 'MI', zip: '49548', areaCode: '616' },
  { code: 'IND', city: 'Indianapolis', state: 'IN', zip: '46241', areaCode: '317' },
  { code: 'FWA', city: 'Fort Wayne', state: 'IN', zip: '46803', areaCode: '260' },
  { code: 'CHI', city: 'Chicago', state: 'IL', zip: '60638', areaCode: '773' },
  { code: 'PIA', city: 'Peoria', state: 'IL', zip: '61607', areaCode: '309' },
  { code: 'MKE', city: 'Milwaukee', state: 'WI', zip: '53207', areaCode: '414' },
  { code: 'MSN', city: 'Madison', state: 'WI', zip: '53704', areaCode: '608' },
  { code: 'MSP', city: 'Minneapolis', state: 'MN', zip: '55413', areaCode: '612' },
  { code: 'DSM', city: 'Des Moines', state: 'IA', zip: '50313', areaCode: '515' },
  { code: 'KCM', city: 'Kansas City', state: 'MO', zip: '64120', areaCode: '816' },
  { code: 'STL', city: 'Saint Louis', state: 'MO', zip: '63147', areaCode: '314' },
  { code: 'SGF', city: 'Springfield', state: 'MO', zip: '65803', areaCode: '417' },
  { code: 'FAR', city: 'Fargo', state: 'ND', zip: '58102', areaCode: '701' },
  { code: 'FSD', city: 'Sioux Falls', state: 'SD', zip: '57104', areaCode: '605' },
  { code: 'OMA', city: 'Omaha', state: 'NE', zip: '68117', areaCode: '402' },
  { code: 'KCK', city: 'Kansas City', state: 'KS', zip: '66106', areaCode: '913' },
  { code: 'ICT', city: 'Wichita', state: 'KS', zip: '67213', areaCode: '316' },
  // South Central
  { code: 'DAL', city: 'Dallas', state: 'TX', zip: '75212', areaCode: '214' },
  { code: 'FTW', city: 'Fort Worth', state: 'TX', zip: '76106', areaCode: '817' },
  { code: 'HOU', city: 'Houston', state: 'TX', zip: '77029', areaCode: '713' },
  { code: 'SAT', city: 'San Antonio', state: 'TX', zip: '78219', areaCode: '210' },
  { code: 'AUS', city: 'Austin', state: 'TX', zip: '78744', areaCode: '512' },
  { code: 'ELP', city: 'El Paso', state: 'TX', zip: '79925', areaCode: '915', timeZone: 'America/Denver' },
  { code: 'LBB', city: 'Lubbock', state: 'TX', zip: '79404', areaCode: '806' },
  { code: 'CRP', city: 'Corpus Christi', state: 'TX', zip: '78405', areaCode: '361' },
  { code: 'OKC', city: 'Oklahoma City', state: 'OK', zip: '73129', areaCode: '405' },
  { code: 'TUL', city: 'Tulsa', state: 'OK', zip: '74107', areaCode: '918' },
  { code: 'LIT', city: 'Little Rock', state: 'AR', zip: '72206', areaCode: '501' },
  { code: 'MSY', city: 'New Orleans', state: 'LA', zip: '70126', areaCode: '504' },
  { code: 'BTR', city: 'Baton Rouge', state: 'LA', zip: '70805', areaCode: '225' },
  { code: 'SHV', city: 'Shreveport', state: 'LA', zip: '71106', areaCode: '318' },
  // Mountain
  { code: 'BIL', city: 'Billings', state: 'MT', zip: '59101', areaCode: '406' },
  { code: 'MSO', city: 'Missoula', state: 'MT', zip: '59808', areaCode: '406' },
  { code: 'CYS', city: 'Cheyenne', state: 'WY', zip: '82001', areaCode: '307' },
  { code: 'DEN', city: 'Denver', state: 'CO', zip: '80216', areaCode: '303' },
  { code: 'COS', city: 'Colorado Springs', state: 'CO', zip: '80915', areaCode: '719' },
  { code: 'ABQ', city: 'Albuquerque', state: 'NM', zip: '87105', areaCode: '505' },
  { code: 'PHX', city: 'Phoenix', state: 'AZ', zip: '85043', areaCode: '602' },
  { code: 'TUS', city: 'Tucson', state: 'AZ', zip: '85714', areaCode: '520' },
  { code: 'SLC', city: 'Salt Lake City', state: 'UT', zip: '84104', areaCode: '801' },
  { code: 'BOI', city: 'Boise', state: 'ID', zip: '83716', areaCode: '208' },
  { code: 'LAS', city: 'Las Vegas', state: 'NV', zip: '89118', areaCode: '702' },
  { code: 'RNO', city: 'Reno', state: 'NV', zip: '89502', areaCode: '775' },
  // Pacific
  { code: 'SEA', city: 'Seattle', state: 'WA', zip: '98108', areaCode: '206' },
  { code: 'TAC', city: 'Tacoma', state: 'WA', zip: '98421', areaCode: '253' },
  { code: 'GEG', city: 'Spokane', state: 'WA', zip: '99202', areaCode: '509' },
  { code: 'PDX', city: 'Portland', state: 'OR', zip: '97218', areaCode: '503' },
  { code: 'EUG', city: 'Eugene', state: 'OR', zip: '97402', areaCode: '541' },
  { code: 'SAC', city: 'Sacramento', state: 'CA', zip: '95815', areaCode: '916' },
  { code: 'OAK', city: 'Oakland', state: 'CA', zip: '94621', areaCode: '510' },
  { code: 'SJC', city: 'San Jose', state: 'CA', zip: '95112', areaCode: '408' },
  { code: 'FAT', city: 'Fresno', state: 'CA', zip: '93725', areaCode: '559' },
  { code: 'LAX', city: 'Los Angeles', state: 'CA', zip: '90058', areaCode: '323' },
  { code: 'ONT', city: 'Ontario', state: 'CA', zip: '91761', areaCode: '909' },
  { code: 'SAN', city: 'San Diego', state: 'CA', zip: '92154', areaCode: '619' },
  { code: 'ANC', city: 'Anchorage', state: 'AK', zip: '99501', areaCode: '907' },
  { code: 'HNL', city: 'Honolulu', state: 'HI', zip: '96819', areaCode: '808' },
  // Eastern Canada
  { code: 'YYZ', city: 'Toronto', state: 'ON', zip: 'M5A 1A1', areaCode: '416', sgc: '3520005' },
  { code: 'YOW', city: 'Ottawa', state: 'ON', zip: 'K1G 3N4', areaCode: '613', sgc: '3506008' },
  { code: 'YHM', city: 'Hamilton', state: 'ON', zip: 'L8E 2Y5', areaCode: '905', sgc: '3525005' },
  { code: 'YXU', city: 'London', state: 'ON', zip: 'N6E 2S8', areaCode: '519', sgc: '3539036' },
  { code: 'YUL', city: 'Montreal', state: 'QC', zip: 'H1B 5K8', areaCode: '514', sgc: '2466023' },
  { code: 'YQB', city: 'Quebec City', state: 'QC', zip: 'G1M 3E6', areaCode: '418', sgc: '2423027' },
  { code: 'YQM', city: 'Moncton', state: 'NB', zip: 'E1C 8N6', areaCode: '506', sgc: '1307022' },
  { code: 'YHZ', city: 'Halifax', state: 'NS', zip: 'B3K 5M1', areaCode: '902', sgc: '1209034' },
  { code: 'YYG', city: 'Charlottetown', state: 'PE', zip: 'C1E 1B0', areaCode: '902', sgc: '1102075' },
  { code: 'YYT', city: "St. John's", state: 'NL', zip: 'A1E 6B5', areaCode: '709', sgc: '1001519' },
  // Western Canada
  { code: 'YWG', city: 'Winnipeg', state: 'MB', zip: 'R2X 2T2', areaCode: '204', sgc: '4611040' },
  { code: 'YQR', city: 'Regina', state: 'SK', zip: 'S4N 5W4', areaCode: '306', sgc: '4706027' },
  { code: 'YXE', city: 'Saskatoon', state: 'SK', zip: 'S7K 6J8', areaCode: '306', sgc: '4711066' },
  { code: 'YYC', city: 'Calgary', state: 'AB', zip: 'T2C 4N6', areaCode: '403', sgc: '4806016' },
  { code: 'YEG', city: 'Edmonton', state: 'AB', zip: 'T6E 5V2', areaCode: '780', sgc: '4811061' },
  { code: 'YVR', city: 'Vancouver', state: 'BC', zip: 'V5L 1K1', areaCode: '604', sgc: '5915022' },
  { code: 'YLW', city: 'Kelowna', state: 'BC', zip: 'V1X 4K6', areaCode: '250', sgc: '5935010' },
  { code: 'YYJ', city: 'Victoria', state: 'BC', zip: 'V8T 4G2', areaCode: '250', sgc: '5917034' },
];
