import { describe, expect, it } from 'vitest';
import { FormTimer } from './use-form-timing';

/** A clock the test moves by hand. */
function clock(start = 1000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('form timing for the too-fast check (§5 Bot checks, §9 bot thresholds)', () => {
  it('a field lasts from its focus to its last change; the total from the first focus to the snapshot', () => {
    const c = clock();
    const timer = new FormTimer(c.now);
    timer.focus('MovingFrom');
    c.advance(1200);
    timer.changed('MovingFrom');
    c.advance(300);
    timer.changed('MovingFrom');
    timer.blur('MovingFrom');
    timer.focus('MovingTo');
    c.advance(900);
    timer.changed('MovingTo');
    timer.blur('MovingTo');
    c.advance(100);
    expect(timer.snapshot()).toEqual({ fieldDurationsMs: [1500, 900], totalMs: 2500 });
  });

  it('focus time adds up over visits; tabbing through without a change is not a filled field', () => {
    const c = clock();
    const timer = new FormTimer(c.now);
    timer.focus('MovingFrom');
    c.advance(400);
    timer.blur('MovingFrom');
    timer.focus('SpotDate');
    c.advance(50);
    timer.blur('SpotDate');
    timer.focus('MovingFrom');
    c.advance(700);
    timer.changed('MovingFrom');
    expect(timer.snapshot().fieldDurationsMs).toEqual([1100]);
  });

  it('a field changed without ever having focus (a script) takes 0 ms; no interaction is a 0 ms total', () => {
    const c = clock();
    const timer = new FormTimer(c.now);
    expect(timer.snapshot()).toEqual({ fieldDurationsMs: [], totalMs: 0 });
    timer.changed('MovingFrom');
    timer.changed('MovingTo');
    c.advance(5);
    expect(timer.snapshot()).toEqual({ fieldDurationsMs: [0, 0], totalMs: 5 });
  });
});
