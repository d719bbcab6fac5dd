import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { DEFAULT_PREFERENCES, type MessagePreferences } from '../../domain/notifications/message-kinds';
import { LIVE_MOVE_NOTE } from '../../domain/notifications/unsubscribe-rules';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { MessagePreferencesStore } from '../ports/message-preferences-store';
import type { RepositoryError } from '../ports/quote-repository';
import type { UnsubscribeGrant, UnsubscribeTokens } from '../ports/unsubscribe-tokens';
import {
  Resubscribe,
  SetMessagePreferences,
  Unsubscribe,
  ViewMessagePreferences,
  ViewUnsubscribe,
} from './message-preferences';

const NOW = '2026-11-26T15:00:00.000Z';
const clock: Clock = { today: () => '2026-11-26' as never, now: () => NOW, nowMs: () => Date.parse(NOW) };

/** Remembers choices by lower-cased address, counting writes. */
class FakeStore implements MessagePreferencesStore {
  readonly rows = new Map<string, MessagePreferences>();
  writes = 0;
  down = false;
  get(email: string): ResultAsync<MessagePreferences, RepositoryError> {
    if (this.down) return errAsync({ kind: 'StorageUnavailable', message: 'down' });
    return okAsync(this.rows.get(email.toLowerCase()) ?? DEFAULT_PREFERENCES);
  }
  set(email: string, preferences: MessagePreferences): ResultAsync<MessagePreferences, RepositoryError> {
    this.writes++;
    this.rows.set(email.toLowerCase(), preferences);
    return okAsync(preferences);
  }
}

/** A token is 'ok:<email>:<topic>'; anything else is not signed. */
const tokens: UnsubscribeTokens = {
  sign: (g) => `ok:${g.email}:${g.topic}`,
  verify(token) {
    const [mark, email, topic] = token.split(':');
    return mark === 'ok' && email && topic ? ({ email, topic } as UnsubscribeGrant) : null;
  },
};

const customer: Viewer = { userId: 7, email: 'pat@example.com', role: Role.customer };

function setUp() {
  const store = new FakeStore();
  const deps = { store, tokens, clock };
  return {
    store,
    view: new ViewUnsubscribe(deps),
    unsubscribe: new Unsubscribe(deps),
    resubscribe: new Resubscribe(deps),
    mine: new ViewMessagePreferences(deps),
    setMine: new SetMessagePreferences(deps),
  };
}

describe('message preferences of the signed-in customer (issue 14)', () => {
  it('reads and changes the choices of the account address, categories in their one order', async () => {
    const { mine, setMine } = setUp();
    expect((await mine.execute({ viewer: customer }))._unsafeUnwrap()).toEqual({
      email: 'pat@example.com',
      preferences: DEFAULT_PREFERENCES,
    });
    const set = await setMine.execute({
      viewer: customer,
      preferences: { smsEnabled: false, optedOut: ['tips', 'survey', 'tips'] },
    });
    expect(set._unsafeUnwrap().preferences).toEqual({ smsEnabled: false, optedOut: ['survey', 'tips'] });
    expect((await mine.execute({ viewer: customer }))._unsafeUnwrap().preferences).toEqual({
      smsEnabled: false,
      optedOut: ['survey', 'tips'],
    });
  });

  it('asks nobody to sign in (SignInRequired) and changes nothing', async () => {
    const { mine, setMine, store } = setUp();
    expect((await mine.execute({ viewer: null }))._unsafeUnwrapErr()).toEqual({ kind: 'SignInRequired' });
    const set = await setMine.execute({ viewer: null, preferences: DEFAULT_PREFERENCES });
    expect(set._unsafeUnwrapErr()).toEqual({ kind: 'SignInRequired' });
    expect(store.writes).toBe(0);
  });
});

describe('the unsubscribe link (issue 14 §1 unsubscribe page, RFC 8058 one-click)', () => {
  it('looks without changing anything: what the link would turn off', async () => {
    const { view, store } = setUp();
    const seen = (await view.execute({ token: 'ok:pat@example.com:tips' }))._unsafeUnwrap();
    expect(seen).toEqual({
      email: 'pat@example.com',
      topic: 'tips',
      scope: { texts: false, categories: ['tips'] },
      changed: { texts: false, categories: [] },
      preferences: DEFAULT_PREFERENCES,
      liveMoveNote: null,
    });
    expect(store.writes).toBe(0);
  });

  it("an optional category's link turns that category off, once (a second click writes nothing)", async () => {
    const { unsubscribe, store } = setUp();
    const first = (await unsubscribe.execute({ token: 'ok:pat@example.com:survey' }))._unsafeUnwrap();
    expect(first.changed).toEqual({ texts: false, categories: ['survey'] });
    expect(first.preferences).toEqual({ smsEnabled: true, optedOut: ['survey'] });
    const again = (await unsubscribe.execute({ token: 'ok:pat@example.com:survey' }))._unsafeUnwrap();
    expect(again.changed).toEqual({ texts: false, categories: [] });
    expect(store.writes).toBe(1);
  });

  it("'sms' turns texts off and nothing else", async () => {
    const { unsubscribe, store } = setUp();
    const done = (await unsubscribe.execute({ token: 'ok:pat@example.com:sms' }))._unsafeUnwrap();
    expect(done.changed).toEqual({ texts: true, categories: [] });
    expect(store.rows.get('pat@example.com')).toEqual({ smsEnabled: false, optedOut: [] });
  });

  it("a transactional category's link turns off every optional category and says live-move messages cannot be turned off by email", async () => {
    const { unsubscribe } = setUp();
    for (const topic of ['booking', 'schedule', 'problems', 'money']) {
      const done = (await unsubscribe.execute({ token: `ok:${topic}@example.com:${topic}` }))._unsafeUnwrap();
      expect(done.preferences, topic).toEqual({ smsEnabled: true, optedOut: ['survey', 'tips'] });
      expect(done.liveMoveNote, topic).toBe(LIVE_MOVE_NOTE);
    }
    expect(LIVE_MOVE_NOTE).toMatch(/cannot be turned off by email/);
    expect(LIVE_MOVE_NOTE).toMatch(/another channel/);
  });

  it('undo turns back on exactly what the click turned off: a category turned off before stays off', async () => {
    const { unsubscribe, resubscribe, store } = setUp();
    store.rows.set('pat@example.com', { smsEnabled: true, optedOut: ['tips'] });
    const token = 'ok:pat@example.com:money';
    const off = (await unsubscribe.execute({ token }))._unsafeUnwrap();
    expect(off.changed.categories).toEqual(['survey']);
    const undo = (await resubscribe.execute({ token, only: off.changed }))._unsafeUnwrap();
    expect(undo.changed).toEqual({ texts: false, categories: ['survey'] });
    expect(undo.preferences).toEqual({ smsEnabled: true, optedOut: ['tips'] });
  });

  it('undo without a list turns back on all the link covers, and never more (a tips link cannot turn texts on)', async () => {
    const { resubscribe, store } = setUp();
    store.rows.set('pat@example.com', { smsEnabled: false, optedOut: ['survey', 'tips'] });
    const all = (await resubscribe.execute({ token: 'ok:pat@example.com:tips' }))._unsafeUnwrap();
    expect(all.preferences).toEqual({ smsEnabled: false, optedOut: ['survey'] });
    const more = await resubscribe.execute({
      token: 'ok:pat@example.com:survey',
      only: { texts: true, categories: ['survey', 'tips'] },
    });
    expect(more._unsafeUnwrap().preferences).toEqual({ smsEnabled: false, optedOut: [] });
  });

  it('refuses a token this server did not sign (UnsubscribeTokenInvalid) and changes nothing', async () => {
    const { view, unsubscribe, resubscribe, store } = setUp();
    for (const run of [view, unsubscribe, resubscribe]) {
      expect((await run.execute({ token: 'forged:pat@example.com:tips' }))._unsafeUnwrapErr()).toEqual({
        kind: 'UnsubscribeTokenInvalid',
      });
    }
    expect(store.writes).toBe(0);
  });

  it('answers StorageUnavailable when the choices cannot be read', async () => {
    const { unsubscribe, store } = setUp();
    store.down = true;
    const failed = await unsubscribe.execute({ token: 'ok:pat@example.com:tips' });
    expect(failed._unsafeUnwrapErr().kind).toBe('StorageUnavailable');
  });
});
