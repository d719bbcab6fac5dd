import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import type { SignedInUser, Viewer } from '../accounts/viewer';
import type { MoveChange, MoveChangeKind, MoveChangeSignal, MoveChanges } from '../ports/move-changes';
import type { QuoteRepository, RepositoryError } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import { FollowMove, type FollowMoveInput } from './follow-move';

const OWNER: SignedInUser = { userId: 7, email: 'dana@example.com', role: Role.customer };
const OTHER: SignedInUser = { userId: 8, email: 'other@example.com', role: Role.customer };
const STAFF: SignedInUser = { userId: 1, email: 'ops@relomove.test', role: Role.staff };
const BOOKED = 1_000_001;
const NOT_BOOKED = 1_000_002;

/**
 * The changes table and its notifications, in memory, where the test decides when each change commits: a
 * change is written (its id taken) by `write` and heard by subscribers only when `commit` runs, as a
 * trigger's row and NOTIFY are. `read` can be made to fail.
 */
class ChangesInMemory implements MoveChanges {
  private readonly written: MoveChange[] = [];
  private readonly committed = new Set<number>();
  private readonly listeners = new Set<{ quoteId: number; listener: (s: MoveChangeSignal) => void }>();
  failReads = false;
  reads = 0;

  write(quoteId: number, kind: MoveChangeKind = 'ShipmentEvent'): MoveChange {
    const change = { id: this.written.length + 1, quoteId, kind, rowId: 100 + this.written.length };
    this.written.push(change);
    return change;
  }
  /** Commits without a notification (one sent while the listening connection was down). */
  commitUnheard(change: MoveChange): void {
    this.committed.add(change.id);
  }
  commit(change: MoveChange): void {
    this.committed.add(change.id);
    for (const l of [...this.listeners]) {
      if (l.quoteId === change.quoteId)
        l.listener({ kind: 'Changed', quoteId: change.quoteId, changeId: change.id });
    }
  }
  record(quoteId: number, kind?: MoveChangeKind): MoveChange {
    const change = this.write(quoteId, kind);
    this.commit(change);
    return change;
  }
  resync(): void {
    for (const l of [...this.listeners]) l.listener({ kind: 'Resync' });
  }
  get subscribers(): number {
    return this.listeners.size;
  }
  after(quoteId: number, afterId: number, limit: number): ResultAsync<MoveChange[], RepositoryError> {
    this.reads += 1;
    if (this.failReads) return errAsync({ kind: 'StorageUnavailable', message: 'down' });
    return okAsync(
      this.written
        .filter((c) => c.quoteId === quoteId && c.id > afterId && this.committed.has(c.id))
        .slice(0, limit),
    );
  }
  latest(quoteId: number): ResultAsync<number, RepositoryError> {
    const ids = this.written
      .filter((c) => c.quoteId === quoteId && this.committed.has(c.id))
      .map((c) => c.id);
    return okAsync(Math.max(0, ...ids));
  }
  subscribe(quoteId: number, listener: (s: MoveChangeSignal) => void) {
    const entry = { quoteId, listener };
    this.listeners.add(entry);
    return okAsync(() => {
      this.listeners.delete(entry);
    });
  }
}

const quotes = {
  findById: (id: number) =>
    okAsync(id === BOOKED || id === NOT_BOOKED ? ({ ...exampleQuote(), QuoteId: id } as Quote) : null),
} as unknown as QuoteRepository;
const reservations = {
  ownerOf: (id: number) => okAsync(id === BOOKED ? OWNER.userId : null),
} as unknown as ReservationRepository;

/** A follower: what it was delivered, each with the cursor given, and a failure if one came. */
function follower(viewer: Viewer, lastEventId: number | null, quoteId = BOOKED) {
  const delivered: Array<{ id: number; kind: MoveChangeKind; cursor: number }> = [];
  const failures: RepositoryError[] = [];
  const input: FollowMoveInput = {
    viewer,
    quoteId,
    lastEventId,
    deliver: (change, cursor) => delivered.push({ id: change.id, kind: change.kind, cursor }),
    fail: (error) => failures.push(error),
  };
  return { input, delivered, failures, ids: () => delivered.map((d) => d.id) };
}

/** Lets the feed's reads (promises) settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('FollowMove (issue 28, a dashboard that updates itself)', () => {
  it('only the owner and staff follow a booked move; another customer, nobody and a quote not booked get ReservationNotFound or SignInRequired, and nothing is subscribed', async () => {
    const changes = new ChangesInMemory();
    const follow = new FollowMove({ quotes, reservations, changes });
    for (const viewer of [OWNER, STAFF]) {
      const feed = (await follow.execute(follower(viewer, null).input))._unsafeUnwrap();
      feed.stop();
    }
    const refusals = [
      await follow.execute(follower(OTHER, null).input),
      await follow.execute(follower(OWNER, null, NOT_BOOKED).input),
      await follow.execute(follower(STAFF, null, NOT_BOOKED).input),
      await follow.execute(follower(OWNER, null, 999).input),
      await follow.execute(follower(null, null).input),
    ];
    expect(refusals.map((r) => r.isErr() && r.error.kind)).toEqual([
      'ReservationNotFound',
      'ReservationNotFound',
      'ReservationNotFound',
      'ReservationNotFound',
      'SignInRequired',
    ]);
    expect(changes.subscribers).toBe(0);
  });

  it('a new follower starts at the newest change and is given each change after it as it commits, with the cursor to resume from', async () => {
    const changes = new ChangesInMemory();
    const follow = new FollowMove({ quotes, reservations, changes });
    const before = changes.record(BOOKED);
    const f = follower(OWNER, null);
    const feed = (await follow.execute(f.input))._unsafeUnwrap();
    expect(feed.from).toBe(before.id);
    const charge = changes.record(BOOKED, 'Charge');
    changes.record(NOT_BOOKED);
    const message = changes.record(BOOKED, 'Message');
    await settled();
    expect(f.delivered).toEqual([
      { id: charge.id, kind: 'Charge', cursor: charge.id },
      { id: message.id, kind: 'Message', cursor: message.id },
    ]);
    feed.stop();
    changes.record(BOOKED);
    await settled();
    expect(f.delivered).toHaveLength(2);
    expect(changes.subscribers).toBe(0);
  });

  it('Last-Event-ID: a follower that comes back is given what it missed after its last change first, then the new ones, each once', async () => {
    const changes = new ChangesInMemory();
    const follow = new FollowMove({ quotes, reservations, changes });
    const seen = changes.record(BOOKED);
    const missed = [changes.record(BOOKED, 'Charge'), changes.record(BOOKED, 'Message')];
    const f = follower(OWNER, seen.id);
    const feed = (await follow.execute(f.input))._unsafeUnwrap();
    expect(feed.from).toBe(seen.id);
    await settled();
    expect(f.ids()).toEqual(missed.map((c) => c.id));
    const next = changes.record(BOOKED);
    await settled();
    expect(f.ids()).toEqual([...missed, next].map((c) => c.id));
    expect(f.delivered.at(-1)?.cursor).toBe(next.id);
    feed.stop();
  });

  it('a change that commits after a higher id was delivered (two transactions in the other order) is delivered too, and the cursor does not go back', async () => {
    const changes = new ChangesInMemory();
    const follow = new FollowMove({ quotes, reservations, changes });
    const f = follower(STAFF, null);
    const feed = (await follow.execute(f.input))._unsafeUnwrap();
    const slow = changes.write(BOOKED, 'Charge');
    const fast = changes.record(BOOKED);
    await settled();
    expect(f.ids()).toEqual([fast.id]);
    changes.commit(slow);
    await settled();
    expect(f.delivered).toEqual([
      { id: fast.id, kind: 'ShipmentEvent', cursor: fast.id },
      { id: slow.id, kind: 'Charge', cursor: fast.id },
    ]);
    feed.stop();
  });

  it('after Resync (notifications may have been lost) the follower is given what it has not been given', async () => {
    const changes = new ChangesInMemory();
    const follow = new FollowMove({ quotes, reservations, changes });
    const f = follower(OWNER, null);
    const feed = (await follow.execute(f.input))._unsafeUnwrap();
    const first = changes.record(BOOKED);
    await settled();
    const lost = changes.write(BOOKED);
    changes.commitUnheard(lost);
    await settled();
    expect(f.ids()).toEqual([first.id]);
    changes.resync();
    await settled();
    expect(f.ids()).toEqual([first.id, lost.id]);
    feed.stop();
  });

  it('when the changes cannot be read, the follower is told once and the feed ends', async () => {
    const changes = new ChangesInMemory();
    const follow = new FollowMove({ quotes, reservations, changes });
    const f = follower(OWNER, null);
    (await follow.execute(f.input))._unsafeUnwrap();
    changes.failReads = true;
    changes.record(BOOKED);
    changes.record(BOOKED);
    await settled();
    await settled();
    expect(f.failures).toEqual([{ kind: 'StorageUnavailable', message: 'down' }]);
    expect(f.delivered).toEqual([]);
    expect(changes.subscribers).toBe(0);
  });
});
