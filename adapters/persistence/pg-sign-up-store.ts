import { type Selectable, sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { PendingSignUp, SignUpStore } from '../../application/ports/sign-up-store';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import { PgStore } from './pg-store';
import type { SignupCodesTable } from './schema-accounts';
import { iso, storage } from './storage';

/**
 * The signup_codes table (migration 0012): one pending sign-up per email. `claimAttempt` counts a try with
 * one conditional update (not expired, tries left), so concurrent tries on any instance never get more than
 * the allowed number of looks at the code. Expired rows are deleted as new sign-ups are saved.
 */
export class PgSignUpStore extends PgStore implements SignUpStore {
  save(pending: PendingSignUp, nowMs: number): ResultAsync<void, StorageUnavailable> {
    const email = pending.email.trim().toLowerCase();
    const values = {
      code_hash: pending.codeHash,
      first_name: pending.firstName,
      last_name: pending.lastName,
      phone_number: pending.phoneNumber,
      password_hash: pending.passwordHash,
      quote_id: pending.quoteId,
      expires_at: iso(pending.expiresMs),
      attempts: pending.attempts,
      created_at: iso(nowMs),
    };
    return storage(async () => {
      await this.db
        .deleteFrom('signup_codes')
        .where('expires_at', '<=', sql<Date>`${iso(nowMs)}::timestamptz`)
        .execute();
      await this.db
        .insertInto('signup_codes')
        .values({ email, ...values })
        .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
        .execute();
    });
  }

  claimAttempt(
    email: string,
    nowMs: number,
    maxAttempts: number,
  ): ResultAsync<PendingSignUp | null, StorageUnavailable> {
    return storage(async () => {
      const row = await this.db
        .updateTable('signup_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('email', '=', email.trim().toLowerCase())
        .where('expires_at', '>', sql<Date>`${iso(nowMs)}::timestamptz`)
        .where('attempts', '<', maxAttempts)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? null : toPending(row, -1);
    });
  }

  delete(email: string): ResultAsync<void, StorageUnavailable> {
    return storage(async () => {
      await this.db.deleteFrom('signup_codes').where('email', '=', email.trim().toLowerCase()).execute();
    });
  }
}

/** A row as a pending sign-up; `shift` turns the stored count (after this try) into the count before it. */
function toPending(row: Selectable<SignupCodesTable>, shift: number): PendingSignUp {
  return {
    email: row.email,
    codeHash: row.code_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    passwordHash: row.password_hash,
    quoteId: row.quote_id === null ? null : Number(row.quote_id),
    expiresMs: row.expires_at.getTime(),
    attempts: row.attempts + shift,
  };
}
