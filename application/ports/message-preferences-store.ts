import type { ResultAsync } from 'neverthrow';
import type { MessagePreferences } from '../../domain/notifications/message-kinds';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/**
 * What each customer chose to receive (issue 14 preferences), kept per email address (case-insensitive),
 * so a signed-out customer who follows an unsubscribe link and a signed-in one on the dashboard change
 * the same record. An address never seen answers DEFAULT_PREFERENCES.
 */
export interface MessagePreferencesStore {
  get(email: string): ResultAsync<MessagePreferences, RepositoryError>;
  /** Replaces the address's choices; `at` (ISO-8601) is kept as when they last changed. */
  set(
    email: string,
    preferences: MessagePreferences,
    at: string,
  ): ResultAsync<MessagePreferences, RepositoryError>;
}
export const MessagePreferencesStore: Token<MessagePreferencesStore> = Symbol('MessagePreferencesStore');
