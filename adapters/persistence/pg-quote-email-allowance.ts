import { sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type {
  QuoteEmailAllowance,
  QuoteEmailClaim,
  QuoteEmailPolicy,
} from '../../application/ports/quote-email-allowance';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { underAdvisoryLock } from './advisory-lock';
import { PgStore } from './pg-store';
import { iso, storage } from './storage';

/**
 * The hourly quote-email allowance in the quote_email_claims table (migration 0034). A claim deletes the
 * quote's claims older than the window, counts the rest and inserts one below the limit, all in one
 * transaction under the quote's advisory lock: instances sharing the database take turns per quote, so the
 * count and the insert are one step (never a read followed by a separate write). The same queries run on
 * PGlite and PostgreSQL.
 */
export class PgQuoteEmailAllowance extends PgStore implements QuoteEmailAllowance {
  claim(
    quoteId: number,
    policy: Readonly<QuoteEmailPolicy>,
    atMs: number,
  ): ResultAsync<QuoteEmailClaim | null, RepositoryError> {
    const since = sql<Date>`${iso(atMs - policy.windowMs)}::timestamptz`;
    return storage(() =>
      underAdvisoryLock(this.db, `quote-email:${quoteId}`, async (trx) => {
        await trx
          .deleteFrom('quote_email_claims')
          .where('quote_id', '=', quoteId)
          .where('claimed_at', '<=', since)
          .execute();
        const row = await trx
          .selectFrom('quote_email_claims')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('quote_id', '=', quoteId)
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= policy.emails) return null;
        const made = await trx
          .insertInto('quote_email_claims')
          .values({ quote_id: quoteId, claimed_at: iso(atMs) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: Number(made.id) };
      }),
    );
  }

  release(claim: QuoteEmailClaim): ResultAsync<void, RepositoryError> {
    return storage(async () => {
      await this.db.deleteFrom('quote_email_claims').where('id', '=', claim.id).execute();
    });
  }
}
