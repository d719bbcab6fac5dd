/** bench:api's rows on one store: city search (typeahead, and all new), quotes/view, quotes/add, the schedule calls. */
import type { Runner } from './measure';
import { daysFromToday, form, newQuery, TYPED } from './traffic';

/** The rows every store gets, each printed as it is measured (`measure`). */
export async function measureServer(
  store: string,
  base: string,
  measure: Runner['measure'],
  options: { onlyCity: boolean; onlyView: boolean; logPipe: boolean },
): Promise<void> {
  const created = await fetch(`${base}/api/quotes/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: form(`bench-view@example.com`),
  });
  const made = (await created.json()) as { quote: { QuoteIdEncrypted: string } | null };
  if (!made.quote)
    throw new Error(`quotes/add made no quote for the view rows: ${JSON.stringify(made).slice(0, 300)}`);
  const token = made.quote.QuoteIdEncrypted;

  // Warm the process (JIT, database caches) before measuring.
  await measure('warm-up', { url: `${base}/api/quotes/view/${token}`, duration: 1 }, false);

  if (options.onlyView) {
    await measure(`GET quotes/view/{id} [${store}]`, { url: `${base}/api/quotes/view/${token}` });
    return;
  }
  let typed = 0;
  await measure(`GET code/city_search.php [${store}${options.logPipe ? ', log on a pipe' : ''}]`, {
    url: `${base}/api/code/city_search.php`,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/api/code/city_search.php?search=${encodeURIComponent(TYPED[typed++ % TYPED.length] ?? 'denv')}`,
        }),
      },
    ],
  });
  if (options.onlyCity) return;
  let fresh = 0;
  await measure(`(context) city search, all new [${store}]`, {
    url: `${base}/api/code/city_search.php`,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/api/code/city_search.php?search=${encodeURIComponent(newQuery(fresh++))}`,
        }),
      },
    ],
  });
  await measure(`GET quotes/view/{id} [${store}]`, { url: `${base}/api/quotes/view/${token}` });
  let n = 0;
  await measure(`POST quotes/add [${store}]`, {
    url: `${base}/api/quotes/add`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A different email each time, so every request prices and stores a new quote (no Dupe shortcut).
    requests: [{ setupRequest: (req) => ({ ...req, body: form(`bench-${store}-${++n}@example.com`) }) }],
  });
  // Issue 11, the schedule step: the §7 move dates call (no database), the origin's drop-off dates and the
  // §7 origin appointment availability (a count of the slot bookings) for the quote made above.
  const soon = daysFromToday(14);
  await measure(`POST moves/move-dates [${store}]`, {
    url: `${base}/api/moves/move-dates`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      SpotDate: soon,
      MoveType: 'DD',
      TransTime: 5,
      DestinationHolidays: [daysFromToday(20)],
    }),
  });
  await measure(`GET moves/{id}/spot-dates (6 weeks) [${store}]`, {
    url: `${base}/api/moves/${token}/spot-dates?from=${soon}&to=${daysFromToday(14 + 41)}`,
  });
  await measure(`POST appointments/{qid}/origin/availability [${store}]`, {
    url: `${base}/api/appointments/${token}/origin/availability`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apptObj: { Date: soon } }),
  });
}
