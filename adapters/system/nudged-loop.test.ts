import { describe, expect, it } from 'vitest';
import { NudgedLoop, type RunOutcome } from './nudged-loop';

/** A work function whose runs the test ends one by one. */
function controlledWork(outcomes: RunOutcome[] = []) {
  const ends: Array<(outcome: RunOutcome) => void> = [];
  let runs = 0;
  const work = () =>
    new Promise<RunOutcome>((end) => {
      runs += 1;
      ends.push(end);
    });
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((r) => setImmediate(r));
  };
  return {
    work,
    runs: () => runs,
    until,
    endNext: (outcome: RunOutcome = outcomes.shift() ?? 'done') => ends.shift()?.(outcome),
  };
}

describe('the nudged loop (issue 28: the plan requests are relayed after the answer, a burst in few runs)', () => {
  it('a nudge runs the work on a later turn, never in the caller’s own', async () => {
    const w = controlledWork();
    const loop = new NudgedLoop(w.work, 60_000);
    loop.nudge();
    expect(w.runs()).toBe(0);
    await w.until(() => w.runs() === 1);
    w.endNext();
    await loop.stop();
  });

  it('nudges during a run make exactly one more run after it', async () => {
    const w = controlledWork();
    const loop = new NudgedLoop(w.work, 60_000);
    loop.nudge();
    await w.until(() => w.runs() === 1);
    for (let i = 0; i < 20; i++) loop.nudge();
    w.endNext();
    await w.until(() => w.runs() === 2);
    w.endNext();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(w.runs()).toBe(2);
    await loop.stop();
  });

  it('a run that left more to do is followed by another at once, without a nudge (a burst larger than one round)', async () => {
    const w = controlledWork(['more', 'more', 'done']);
    const loop = new NudgedLoop(w.work, 60_000);
    loop.nudge();
    await w.until(() => w.runs() === 1);
    w.endNext();
    await w.until(() => w.runs() === 2);
    w.endNext();
    await w.until(() => w.runs() === 3);
    w.endNext();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(w.runs()).toBe(3);
    await loop.stop();
  });

  it('after a failed run, nudges made during it wait for the timer (a database that is down is not asked again at once)', async () => {
    const w = controlledWork(['failed']);
    const loop = new NudgedLoop(w.work, 60_000);
    loop.nudge();
    await w.until(() => w.runs() === 1);
    loop.nudge();
    w.endNext();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(w.runs()).toBe(1);
    // A new nudge after the failed run is heard.
    loop.nudge();
    await w.until(() => w.runs() === 2);
    w.endNext();
    await loop.stop();
  });

  it('stop waits for the run under way; nudges after it do nothing', async () => {
    const w = controlledWork();
    const loop = new NudgedLoop(w.work, 60_000);
    loop.nudge();
    await w.until(() => w.runs() === 1);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    w.endNext();
    await stopping;
    loop.nudge();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(w.runs()).toBe(1);
  });
});
