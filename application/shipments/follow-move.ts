import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Viewer } from '../accounts/viewer';
import type { MoveChange, MoveChangeSignal, MoveChanges } from '../ports/move-changes';
import type { RepositoryError } from '../ports/quote-repository';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

export type FollowMoveError = ReservationError;

/** How many changes one read takes; a longer backlog is read in several. */
const READ_BATCH = 100;

export interface FollowMoveInput {
  readonly viewer: Viewer;
  readonly quoteId: number;
  /**
   * The id of the last change the follower saw (Last-Event-ID): the changes after it are delivered first.
   * Null for a new follower, who is given the changes from now on.
   */
  readonly lastEventId: number | null;
  /**
   * Receives each change not delivered yet, oldest first, once it is committed, with the follower's new
   * position (`cursor`: the highest change id delivered or skipped over; what to resume from).
   */
  readonly deliver: (change: MoveChange, cursor: number) => void;
  /** Called once if the changes can no longer be read; nothing is delivered after it. */
  readonly fail: (error: RepositoryError) => void;
}

/** A follower's feed: where it starts (the cursor before anything is delivered) and how to end it. */
export interface MoveFeed {
  readonly from: number;
  stop(): void;
}

/**
 * Issue 28, a dashboard that updates itself: follows a booked move's changes (shipment events, charges,
 * messages) for its owner or staff; anyone else, and a quote that is not booked, get ReservationNotFound
 * before anything is followed. The feed listens first, then reads what the follower missed (after
 * lastEventId), then delivers each change as it commits on any instance. A signal carries only ids: the
 * changes themselves are read from the database (MoveChanges.after), in id order. A change given an id
 * below one already delivered (two transactions committing in the other order) is still delivered, and
 * no change twice on one feed; after a lost notification connection (Resync) the feed reads what it has
 * not delivered. Across feeds a change can come again (a resumed follower re-reads from a late one's id):
 * what follows a change reads the move again, so twice is harmless and never is not.
 */
export class FollowMove extends UseCase<ReservationStores & { changes: MoveChanges }> {
  execute(input: FollowMoveInput): ResultAsync<MoveFeed, FollowMoveError> {
    const { changes } = this.deps;
    const { quoteId } = input;
    return ownedQuote(this.deps, input.viewer, quoteId, true).andThen(() => {
      const feed = new Feed(changes, input);
      return changes
        .subscribe(quoteId, (signal) => feed.heard(signal))
        .andThen((unsubscribe) => {
          feed.unsubscribe = unsubscribe;
          const start =
            input.lastEventId === null
              ? changes.latest(quoteId).map((latest) => feed.startAt(latest))
              : okAsync(feed.startAt(input.lastEventId, true));
          return start
            .map(() => feed as MoveFeed)
            .orElse((error) => {
              feed.stop();
              return errAsync<MoveFeed, FollowMoveError>(error);
            });
        });
    });
  }
}

/** One follower's position and the signals it has heard but not read yet. */
class Feed implements MoveFeed {
  from = 0;
  private cursor = 0;
  unsubscribe: () => void = () => undefined;
  private readonly changes: MoveChanges;
  private readonly input: FollowMoveInput;
  /** Ids delivered on this feed, so a late-committed lower id is delivered once and others never twice. */
  private readonly delivered = new Set<number>();
  /** The lowest change id heard and not read yet; Infinity when none is waiting. */
  private lowestHeard = Number.POSITIVE_INFINITY;
  private waiting = false;
  private started = false;
  private reading = false;
  private stopped = false;

  constructor(changes: MoveChanges, input: FollowMoveInput) {
    this.changes = changes;
    this.input = input;
  }

  /** Starts at `cursor`; with `catchUp`, the changes after it are read at once. Signals heard before wait for this. */
  startAt(cursor: number, catchUp = false): void {
    this.from = cursor;
    this.cursor = cursor;
    this.started = true;
    if (catchUp) this.waiting = true;
    this.read();
  }

  heard(signal: MoveChangeSignal): void {
    if (this.stopped) return;
    if (signal.kind === 'Changed') {
      if (this.delivered.has(signal.changeId)) return;
      this.lowestHeard = Math.min(this.lowestHeard, signal.changeId);
    }
    this.waiting = true;
    this.read();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe();
  }

  /** Reads and delivers until nothing is waiting; one read at a time. */
  private read(): void {
    if (!this.started || this.reading || this.stopped || !this.waiting) return;
    this.reading = true;
    this.waiting = false;
    const from = Math.min(this.cursor, this.lowestHeard - 1);
    this.lowestHeard = Number.POSITIVE_INFINITY;
    void this.readFrom(from).then((outcome) => {
      this.reading = false;
      if (outcome !== null) {
        if (!this.stopped) this.input.fail(outcome);
        this.stop();
        return;
      }
      this.read();
    });
  }

  /** Delivers every change after `from` not delivered yet; answers the storage error that ended it, if any. */
  private async readFrom(from: number): Promise<RepositoryError | null> {
    let after = from;
    for (;;) {
      const page = await this.changes.after(this.input.quoteId, after, READ_BATCH);
      if (page.isErr()) return page.error;
      for (const change of page.value) {
        if (this.stopped) return null;
        after = change.id;
        if (this.delivered.has(change.id)) continue;
        this.delivered.add(change.id);
        this.cursor = Math.max(this.cursor, change.id);
        this.input.deliver(change, this.cursor);
      }
      if (page.value.length < READ_BATCH) return null;
    }
  }
}
