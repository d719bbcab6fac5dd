import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { DEFAULT_BOT_THRESHOLDS, isTooFast } from '../../domain/bot-check/too-fast';

const duration = fc.oneof(fc.integer({ min: 0, max: 60_000 }), fc.double({ noNaN: false }));
const timing = fc.record({
  fieldDurationsMs: fc.array(duration, { maxLength: 12 }),
  totalMs: duration,
});

test.prop([timing, fc.boolean()])('admins are never flagged as too fast (§5, §6)', (t, enabled) => {
  expect(isTooFast(t, DEFAULT_BOT_THRESHOLDS, { isAdmin: true, enabled }).tooFast).toBe(false);
});

test.prop([timing, fc.boolean()])('the too-fast rule never flags when toggled off (§5)', (t, isAdmin) => {
  expect(isTooFast(t, DEFAULT_BOT_THRESHOLDS, { isAdmin, enabled: false }).tooFast).toBe(false);
});

const humanForm = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: 499 }), { maxLength: 2 }),
    fc.array(fc.integer({ min: 500, max: 600_000 }), { maxLength: 10 }),
    fc.integer({ min: 8000, max: 3_600_000 }),
  )
  .chain(([fast, slow, totalMs]) =>
    fc
      .shuffledSubarray([...fast, ...slow], { minLength: fast.length + slow.length })
      .map((fieldDurationsMs) => ({ fieldDurationsMs, totalMs })),
  );

test.prop([humanForm])(
  'a form at least 8000 ms long with at most 2 fields under 500 ms is never flagged (§5, §9)',
  (t) => {
    expect(isTooFast(t, DEFAULT_BOT_THRESHOLDS, { isAdmin: false, enabled: true }).tooFast).toBe(false);
  },
);

const finiteTiming = fc.record({
  fieldDurationsMs: fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 8 }),
  totalMs: fc.integer({ min: 0, max: 20_000 }),
});

test.prop([finiteTiming])(
  'a visitor is flagged exactly when total < 8000 ms or more than 2 fields took < 500 ms (§5, §9)',
  (t) => {
    const fast = t.fieldDurationsMs.filter((d) => d < 500).length;
    const expected = t.totalMs < 8000 || fast > 2;
    expect(isTooFast(t, DEFAULT_BOT_THRESHOLDS, { isAdmin: false, enabled: true }).tooFast).toBe(expected);
  },
);
