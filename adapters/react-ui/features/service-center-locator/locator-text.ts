import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';

/** The locator's words (ours: §1 names the locator and shows nothing of it). */
export const LocatorText = {
  title: 'Find a service center',
  intro:
    'Drop off or pick up your trailer or ReloCubes at one of our service centers across the United States and Canada.',
  searchLabel: 'City, ZIP or postal code',
  search: 'Find centers',
  useLocation: 'Use my location',
  locating: 'Finding your location…',
  searching: 'Finding the nearest service centers…',
  chooseAPlace: 'Type a ZIP or postal code, or choose a city from the list',
  nearHeading: (place: string) => `Service centers near ${place}`,
  nearYouHeading: (place: string) => `Service centers near you (${place})`,
  count: (n: number) => `${n} nearest, closest first`,
  zipNotFound: (zip: string) =>
    `We don’t know the ZIP or postal code ${zip}. Check it, or search by city instead.`,
  badZip: 'That doesn’t look like a US ZIP or Canadian postal code. Try a city name instead.',
  unavailable: 'We couldn’t reach our list of service centers. Check your connection and try again.',
  tryAgain: 'Try again',
  locationDenied:
    'We can’t use your location because permission wasn’t given. Search by city, ZIP or postal code instead.',
  locationFailed: 'We couldn’t find your location just now. Search by city, ZIP or postal code instead.',
  away: 'away',
  phone: 'Phone',
  fax: 'Fax',
  serviceDays: 'Open',
  holidays: 'Closed on',
  noHolidays: 'No holidays coming up',
  quoteFromHere: 'Get a quote from here',
  allCenters: (n: number) => `All ${n} service centers`,
  country: { 'United States': 'United States', Canada: 'Canada' } as Record<string, string>,
  mapLabelAll: (n: number) =>
    `Map of the United States and Canada with our ${n} service centers. The list of all service centers below has the same places.`,
  mapLabelNear: (n: number, place: string) =>
    `Map of the ${n} service centers nearest ${place}, numbered 1 to ${n} as in the list.`,
  mapLabelOne: (city: string) => `Map showing where the ${city} service center is.`,
  detailTitle: (city: string, state: string) => `${city}, ${state} service center`,
  detailCode: (code: string) => `Center code ${code}`,
  address: 'Address',
  mailing: 'Mailing address',
  hours: 'Service days',
  comingHolidays: 'Coming holidays (closed)',
  contact: 'Contact',
  backToSearch: 'Back to your search',
  allLink: 'Find another service center',
  notFoundTitle: 'We can’t find that service center',
  notFoundBody: (code: string) =>
    `No service center has the code ${code}. It may have closed or the link may be mistyped.`,
  loadingCenter: 'Loading the service center…',
} as const;

/** How a distance reads: miles in the United States; kilometres first (then miles) in Canada. */
export function distanceText(countryName: string, miles: number, kilometers: number): string {
  const mi = `${miles.toLocaleString('en-US')} mi`;
  return countryName === 'Canada' ? `${kilometers.toLocaleString('en-US')} km (${mi})` : mi;
}

/** A holiday as §9 'Weekday, Mon D' (the year is plain from the order: they are the coming ones). */
export const holidayText = (day: IsoDate): string => formatWeekdayMonDay(day);
