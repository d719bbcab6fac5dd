import { sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { MessagePreferencesStore } from '../../application/ports/message-preferences-store';
import type { RepositoryError } from '../../application/ports/quote-repository';
import {
  DEFAULT_PREFERENCES,
  type MessagePreferences,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from '../../domain/notifications/message-kinds';
import { PgStore } from './pg-store';
import { arrayOf, storage } from './storage';

/**
 * Each customer's message preferences (issue 14) in the message_preferences table (migration 0029), on
 * PGlite or PostgreSQL, keyed by the lower-cased, trimmed address. `set` is one upsert, so two instances
 * writing at once leave one row (the last write wins, as the customer's last choice should).
 */
export class PgMessagePreferencesStore extends PgStore implements MessagePreferencesStore {
  get(email: string): ResultAsync<MessagePreferences, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('message_preferences')
        .select(['sms_enabled', 'opted_out'])
        .where('email', '=', keyOf(email))
        .executeTakeFirst();
      return row ? preferencesOf(row.sms_enabled, row.opted_out) : DEFAULT_PREFERENCES;
    });
  }

  set(
    email: string,
    preferences: MessagePreferences,
    at: string,
  ): ResultAsync<MessagePreferences, RepositoryError> {
    return storage(async () => {
      const optedOut = orderedCategories(preferences.optedOut);
      const row = await this.db
        .insertInto('message_preferences')
        .values({
          email: keyOf(email),
          sms_enabled: preferences.smsEnabled,
          opted_out: sql<string[]>`${sql.val(optedOut)}::text[]` as unknown as string[],
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            sms_enabled: (eb) => eb.ref('excluded.sms_enabled'),
            opted_out: (eb) => eb.ref('excluded.opted_out'),
            updated_at: (eb) => eb.ref('excluded.updated_at'),
          }),
        )
        .returning(['sms_enabled', 'opted_out'])
        .executeTakeFirstOrThrow();
      return preferencesOf(row.sms_enabled, row.opted_out);
    });
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** Known categories only, in their one order (the table's check refuses anything else). */
function orderedCategories(categories: readonly string[]): OptionalCategory[] {
  return (OPTIONAL_CATEGORIES as readonly OptionalCategory[]).filter((c) => categories.includes(c));
}

function preferencesOf(smsEnabled: boolean, optedOut: string[] | string): MessagePreferences {
  return { smsEnabled: Boolean(smsEnabled), optedOut: orderedCategories(arrayOf(optedOut)) };
}
