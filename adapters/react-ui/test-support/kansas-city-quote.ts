import { addDays } from '../../../domain/calendar/business-days';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import type { Quote } from '../../../domain/quote/types';
import type { FetchRelomoveApi } from '../../http/client/fetch-relomove-api';

/**
 * A real quote for the quote-view tests: a 2 bedroom move (13 ft) from Kansas City, MO to Denver, CO,
 * made through POST quotes/add of the real app behind msw, `daysAhead` days after the test clock's today.
 */
export async function kansasCityToDenverQuote(
  api: FetchRelomoveApi,
  today: IsoDate,
  email: string,
  daysAhead = 17,
): Promise<Quote> {
  const created = await api.addQuote({
    FromCity: 'Kansas City',
    FromState: 'MO',
    FromZip: '64105',
    ToCity: 'Denver',
    ToState: 'CO',
    ToZip: '80202',
    MoveDate: addDays(today, daysAhead),
    MovingOutOf: '2 bedroom',
    LinearFeet: 13,
    EmailAddress: email,
    Website: 'Relomove',
    WebApp: 'G',
  });
  if (!created.ok || !created.value.quote) throw new Error(`no quote: ${JSON.stringify(created)}`);
  return created.value.quote;
}
