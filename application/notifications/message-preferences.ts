import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessagePreferences } from '../../domain/notifications/message-kinds';
import {
  isTransactionalTopic,
  LIVE_MOVE_NOTE,
  type MessageSwitches,
  NOTHING,
  ordered,
  turnOff,
  turnOn,
  type UnsubscribeTopic,
  unsubscribeScope,
  within,
} from '../../domain/notifications/unsubscribe-rules';
import type { Viewer } from '../accounts/viewer';
import type { SignInRequired } from '../errors';
import type { Clock } from '../ports/clock';
import type { MessagePreferencesStore } from '../ports/message-preferences-store';
import type { RepositoryError } from '../ports/quote-repository';
import type { UnsubscribeTokens } from '../ports/unsubscribe-tokens';
import { UseCase } from '../use-case';

/**
 * Issue 14 preferences and the §1 unsubscribe page. A signed-in customer reads and changes the choices of
 * their account's address on the dashboard; anyone holding an email's signed unsubscribe link changes the
 * choices of the address it was sent to, with no sign-in (RFC 8058 one-click).
 */

/** The link's token was not signed by this server (tampered, cut short, or made up). */
export type UnsubscribeTokenInvalid = { kind: 'UnsubscribeTokenInvalid' };

/** The choices of one address. */
export interface PreferencesAnswer {
  readonly email: string;
  readonly preferences: MessagePreferences;
}

/** What an unsubscribe link is about, what it turns off, and what this call changed. */
export interface UnsubscribeAnswer {
  readonly email: string;
  readonly topic: UnsubscribeTopic;
  /** Everything the link turns off (and its undo turns back on). */
  readonly scope: MessageSwitches;
  /** What this call changed: nothing for a look, what was still on for an unsubscribe, what was off for an undo. */
  readonly changed: MessageSwitches;
  /** The address's choices after the call. */
  readonly preferences: MessagePreferences;
  /** For a transactional category's link: live-move messages cannot be turned off by email (LIVE_MOVE_NOTE). */
  readonly liveMoveNote: string | null;
}

export type PreferencesError = SignInRequired | RepositoryError;
export type UnsubscribeError = UnsubscribeTokenInvalid | RepositoryError;

interface AccountDeps {
  store: MessagePreferencesStore;
  clock: Clock;
}
interface LinkDeps extends AccountDeps {
  tokens: UnsubscribeTokens;
}

/** The signed-in customer's choices (their account's address). */
export class ViewMessagePreferences extends UseCase<AccountDeps> {
  execute(input: { viewer: Viewer }): ResultAsync<PreferencesAnswer, PreferencesError> {
    const { viewer } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    return this.deps.store.get(viewer.email).map((preferences) => ({ email: viewer.email, preferences }));
  }
}

/** The signed-in customer turns texts and each optional category on or off. */
export class SetMessagePreferences extends UseCase<AccountDeps> {
  execute(input: {
    viewer: Viewer;
    preferences: MessagePreferences;
  }): ResultAsync<PreferencesAnswer, PreferencesError> {
    const { viewer } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    const preferences = {
      smsEnabled: input.preferences.smsEnabled,
      optedOut: ordered(input.preferences.optedOut),
    };
    return this.deps.store
      .set(viewer.email, preferences, this.deps.clock.now())
      .map((saved) => ({ email: viewer.email, preferences: saved }));
  }
}

/** Reads a link's token, and the address's choices now. */
function open(
  deps: LinkDeps,
  token: string,
): ResultAsync<{ email: string; topic: UnsubscribeTopic; now: MessagePreferences }, UnsubscribeError> {
  const grant = deps.tokens.verify(token);
  if (grant === null) return errAsync({ kind: 'UnsubscribeTokenInvalid' });
  return deps.store.get(grant.email).map((now) => ({ email: grant.email, topic: grant.topic, now }));
}

function answer(
  email: string,
  topic: UnsubscribeTopic,
  changed: MessageSwitches,
  preferences: MessagePreferences,
): UnsubscribeAnswer {
  return {
    email,
    topic,
    scope: unsubscribeScope(topic),
    changed,
    preferences,
    liveMoveNote: isTransactionalTopic(topic) ? LIVE_MOVE_NOTE : null,
  };
}

/** What the page shows before anything changes: what the link would turn off. */
export class ViewUnsubscribe extends UseCase<LinkDeps> {
  execute(input: { token: string }): ResultAsync<UnsubscribeAnswer, UnsubscribeError> {
    return open(this.deps, input.token).map(({ email, topic, now }) => answer(email, topic, NOTHING, now));
  }
}

/**
 * One click: an optional category's link turns that category off, 'sms' turns texts off, a transactional
 * category's link turns off every optional category (and says live-move messages stay). Clicking again
 * changes nothing.
 */
export class Unsubscribe extends UseCase<LinkDeps> {
  execute(input: { token: string }): ResultAsync<UnsubscribeAnswer, UnsubscribeError> {
    return open(this.deps, input.token).andThen(({ email, topic, now }) => {
      const next = turnOff(now, unsubscribeScope(topic));
      return save(this.deps, email, next).map((saved) => answer(email, topic, next.changed, saved));
    });
  }
}

/**
 * Undo: turns back on what the link turned off, or only `only` of it (what the unsubscribe call reported
 * as changed), so a category the customer had turned off before stays off.
 */
export class Resubscribe extends UseCase<LinkDeps> {
  execute(input: {
    token: string;
    only?: MessageSwitches;
  }): ResultAsync<UnsubscribeAnswer, UnsubscribeError> {
    return open(this.deps, input.token).andThen(({ email, topic, now }) => {
      const scope = unsubscribeScope(topic);
      const next = turnOn(now, input.only ? within(scope, input.only) : scope);
      return save(this.deps, email, next).map((saved) => answer(email, topic, next.changed, saved));
    });
  }
}

/** Writes only a real change (a repeated click or undo writes nothing). */
function save(
  deps: LinkDeps,
  email: string,
  next: { preferences: MessagePreferences; changed: MessageSwitches },
): ResultAsync<MessagePreferences, RepositoryError> {
  const nothing = !next.changed.texts && next.changed.categories.length === 0;
  return nothing ? okAsync(next.preferences) : deps.store.set(email, next.preferences, deps.clock.now());
}
