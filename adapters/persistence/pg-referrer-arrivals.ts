import { sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type { ReferrerArrival, ReferrerArrivals } from '../../application/ports/referrer-arrivals';
import type { BudgetFlowReferrer, ReferrerCount } from '../../domain/referrals/referrers';
import { PgStore } from './pg-store';
import { storage } from './storage';

/**
 * §5 budget-flow referrer arrivals (issue 15) in referrer_arrivals (migration 0032): one row per visitor,
 * referrer and day (its unique key: a second arrival that day inserts nothing, on any instance).
 */
export class PgReferrerArrivals extends PgStore implements ReferrerArrivals {
  record(arrival: ReferrerArrival): ResultAsync<boolean, RepositoryError> {
    return storage(async () => {
      const inserted = await this.db
        .insertInto('referrer_arrivals')
        .values({
          referrer: arrival.referrer,
          visitor_key: arrival.visitorKey,
          day: arrival.day,
          page: arrival.page,
          arrived_at: arrival.at,
        })
        .onConflict((oc) => oc.columns(['referrer', 'visitor_key', 'day']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    });
  }

  count(sinceDay: string | null): ResultAsync<ReferrerCount[], RepositoryError> {
    return storage(async () => {
      let query = this.db
        .selectFrom('referrer_arrivals')
        .select([
          'referrer',
          sql<string | number>`count(*)`.as('arrivals'),
          sql<Date | string>`min(arrived_at)`.as('first'),
          sql<Date | string>`max(arrived_at)`.as('last'),
        ])
        .groupBy('referrer')
        .orderBy('referrer');
      if (sinceDay !== null) query = query.where('day', '>=', sinceDay);
      const rows = await query.execute();
      return rows.map((row) => ({
        referrer: row.referrer as BudgetFlowReferrer,
        arrivals: Number(row.arrivals),
        first: new Date(row.first).toISOString(),
        last: new Date(row.last).toISOString(),
      }));
    });
  }
}
