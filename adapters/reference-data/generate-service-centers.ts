/**
 * Writes data/service-centers.json from the hand-written sites (service-center-sites.ts), taking
 * each terminal's city name, state name, coordinates and county FIPS from the city directory.
 * Holidays are not stored: JsonServiceCenterDirectory computes them at load.
 *
 *   npx tsx adapters/reference-data/generate-service-centers.ts          # write the file
 *   npx tsx adapters/reference-data/generate-service-centers.ts --check  # exit 1 if it is stale
 */
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { stateTimeZone } from '../../domain/calendar/time-zones';
import { COUNTRY_NAMES, SERVICE_CENTERS_FILE, type StoredStation } from './json-service-center-directory';
import { REGION_BY_STATE, SERVICE_CENTER_SITES, type ServiceCenterSite } from './service-center-sites';
import { ZipcodesCityDirectory } from './zipcodes-city-directory';

const US_STREETS = [
  'Freight Terminal Dr',
  'Industrial Pkwy',
  'Commerce Blvd',
  'Distribution Way',
  'Logistics Ct',
  'Warehouse Rd',
  'Cargo Ln',
  'Intermodal Dr',
];
const CA_STREETS = ['Industrial Rd', 'Commerce Cres', 'Transport Dr', 'Distribution Ave'];

/** A stable small number from a station code, for street numbers and box numbers. */
function codeNumber(code: string): number {
  let n = 0;
  for (const char of code) n = (n * 31 + char.charCodeAt(0)) % 10_007;
  return n;
}

/** Fictional numbers: the area's real area code with the 555-0100..555-0199 range reserved for fiction. */
function fictionalPhone(areaCode: string, line: number): string {
  return `(${areaCode}) 555-01${String(line % 100).padStart(2, '0')}`;
}

function canadianPostalCode(zip: string): string {
  const compact = zip.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** The stored stations for every site, in list order; throws when a site disagrees with the directory. */
export function buildServiceCenters(
  directory: ZipcodesCityDirectory,
  sites: readonly ServiceCenterSite[] = SERVICE_CENTER_SITES,
): StoredStation[] {
  const codes = new Set<string>();
  const routeCounts = new Map<string, number>();
  return sites.map((site, index) => {
    if (codes.has(site.code)) throw new Error(`duplicate station code ${site.code}`);
    codes.add(site.code);
    const place = directory.byZip(site.zip);
    if (!place) throw new Error(`${site.code}: ZIP ${site.zip} is not in the city directory`);
    if (place.StateCode !== site.state || place.CityName.toLowerCase() !== site.city.toLowerCase()) {
      throw new Error(
        `${site.code}: ${site.zip} is ${place.CityName}, ${place.StateCode}, not ${site.city}, ${site.state}`,
      );
    }
    const canadian = place.Country === 'CA';
    const fips = canadian ? (site.sgc ?? '') : directory.countyFips(site.zip);
    if (fips === '') throw new Error(`${site.code}: no FIPS/SGC code for ${site.zip}`);
    const region = REGION_BY_STATE[site.state];
    if (!region) throw new Error(`${site.code}: no region for ${site.state}`);
    const routeNumber = (routeCounts.get(region) ?? 0) + 1;
    routeCounts.set(region, routeNumber);
    const number = codeNumber(site.code);
    const streets = canadian ? CA_STREETS : US_STREETS;
    const zip = canadian ? canadianPostalCode(site.zip) : site.zip;
    return {
      Address: `${100 + (number % 90) * 50} ${streets[number % streets.length] ?? streets[0]}`,
      CityName: place.CityName,
      CountryName: canadian ? COUNTRY_NAMES.CA : COUNTRY_NAMES.US,
      CustomerServicePhoneNumber: fictionalPhone(site.areaCode, index),
      FIPSCode: fips,
      FaxNumber: fictionalPhone(site.areaCode, index + 50),
      Latitude: place.Latitude,
      Longitude: place.Longitude,
      MailingAddress: `PO Box ${1000 + (number % 9000)}`,
      MailingCity: place.CityName,
      MailingState: place.StateCode,
      MailingZip: zip,
      RegionCode: region,
      Route: `${region}-${String(routeNumber).padStart(2, '0')}`,
      ServiceDays: [1, 2, 3, 4, 5],
      StateCode: place.StateCode,
      StateName: place.StateName,
      StationCode: site.code,
      ZipCode: zip,
      TimeZone: site.timeZone ?? stateTimeZone(place.StateCode),
    };
  });
}

/** The file's text: two-space JSON as the formatter leaves it (short ServiceDays arrays on one line). */
export function serviceCentersJson(stations: readonly StoredStation[]): string {
  const json = JSON.stringify(stations, null, 2).replace(
    /"ServiceDays": \[([^\]]*)\]/g,
    (_match, days: string) =>
      `"ServiceDays": [${days
        .trim()
        .split(/\s*,\s*/)
        .join(', ')}]`,
  );
  return `${json}\n`;
}

async function main(argv: readonly string[]): Promise<number> {
  const directory = await ZipcodesCityDirectory.load();
  if (directory.isErr()) {
    console.error(directory.error);
    return 1;
  }
  const text = serviceCentersJson(buildServiceCenters(directory.value));
  if (argv.includes('--check')) {
    const current = await readFile(SERVICE_CENTERS_FILE, 'utf8').catch(() => '');
    if (current === text) return 0;
    console.error(
      `${SERVICE_CENTERS_FILE} is stale: run npx tsx adapters/reference-data/generate-service-centers.ts`,
    );
    return 1;
  }
  await writeFile(SERVICE_CENTERS_FILE, text);
  console.log(`wrote ${SERVICE_CENTER_SITES.length} stations to ${SERVICE_CENTERS_FILE}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
