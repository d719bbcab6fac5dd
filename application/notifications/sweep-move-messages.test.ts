import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { aQuote } from '../../tests/fixtures/quotes';
import { InMemoryQuoteRepository } from '../../tests/support/in-memory-quote-repository';
import { TestClock } from '../../tests/support/test-clock';
import { JobName, type JobQueue, type ScheduledJob } from '../ports/job-queue';
import { SWEEP_EVERY_MINUTES, SWEEP_JOB_KEY, SweepMoveMessages } from './sweep-move-messages';

/** A queue that keeps the pending job of each name and key, as pg-boss does (a new one replaces it). */
function recordingQueue(): JobQueue & { pending: Map<string, ScheduledJob> } {
  const pending = new Map<string, ScheduledJob>();
  return {
    pending,
    schedule: (job) => {
      pending.set(`${job.name}/${job.key}`, job);
      return okAsync(undefined);
    },
    cancel: (name, key) => {
      pending.delete(`${name}/${key}`);
      return okAsync(undefined);
    },
  };
}

describe('SweepMoveMessages (issue 14: the safety net for a lost plan job)', () => {
  it('plans every reserved move dated from 60 days ago on, once each, skips open, cancelled and older moves, and schedules the next sweep an hour later', async () => {
    const clock = new TestClock('2026-11-26T12:00:00.000Z');
    const quotes = new InMemoryQuoteRepository();
    const insert = async (date: string, status: 'Reserved' | 'Open' | 'Cancelled') =>
      (
        await quotes.insert({ ...aQuote({}, { MoveDate: isoDate(date) }), QuoteStatus: status })
      )._unsafeUnwrap().QuoteId;
    const recent = await insert('2026-10-01', 'Reserved');
    const coming = await insert('2026-12-10', 'Reserved');
    await insert('2026-09-01', 'Reserved');
    await insert('2026-12-11', 'Open');
    await insert('2026-12-12', 'Cancelled');
    const jobs = recordingQueue();

    const swept = await new SweepMoveMessages({ quotes, jobs, clock }).execute();

    expect(swept._unsafeUnwrap()).toEqual({ planned: 2 });
    const plans = [...jobs.pending.values()].filter((j) => j.name === JobName.PlanMessages);
    expect(plans.map((j) => j.data.quoteId)).toEqual([recent, coming]);
    expect(plans.map((j) => j.key)).toEqual([`plan:${recent}`, `plan:${coming}`]);
    const next = jobs.pending.get(`${JobName.SweepMoves}/${SWEEP_JOB_KEY}`);
    expect(next?.runAt).toBe(new Date(clock.nowMs() + SWEEP_EVERY_MINUTES * 60_000).toISOString());
  });

  it('pages through more moves than one page holds', async () => {
    const clock = new TestClock('2026-11-26T12:00:00.000Z');
    const quotes = new InMemoryQuoteRepository();
    for (let i = 0; i < 450; i += 1)
      await quotes.insert({ ...aQuote({}, { MoveDate: isoDate('2026-12-01') }), QuoteStatus: 'Reserved' });
    const jobs = recordingQueue();
    expect((await new SweepMoveMessages({ quotes, jobs, clock }).execute())._unsafeUnwrap()).toEqual({
      planned: 450,
    });
    expect([...jobs.pending.values()].filter((j) => j.name === JobName.PlanMessages)).toHaveLength(450);
  });
});
