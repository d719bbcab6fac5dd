import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  msUntilUpdatedAgoChanges,
  updatedAgoText,
} from '../../adapters/react-ui/features/dashboard/milestones/milestone-text';
import type { Instant } from '../../domain/shipment';

const UPDATED = Date.parse('2026-12-04T15:00:00.000Z');
const updatedAt = new Date(UPDATED).toISOString() as Instant;
/** From a minute before the update (a clock a little behind) to sixty days after it. */
const elapsed = fc.integer({ min: -60_000, max: 60 * 24 * 60 * 60_000 });

test.prop([elapsed])(
  'issue 28: "updated N … ago" reads the same until msUntilUpdatedAgoChanges, and differently from then on, so a page that reads the time again then always says what is true',
  (ms) => {
    const now = new Date(UPDATED + ms);
    const wait = msUntilUpdatedAgoChanges(updatedAt, now);
    expect(wait).toBeGreaterThan(0);
    const text = updatedAgoText(updatedAt, now);
    expect(updatedAgoText(updatedAt, new Date(UPDATED + ms + wait - 1))).toBe(text);
    expect(updatedAgoText(updatedAt, new Date(UPDATED + ms + wait))).not.toBe(text);
  },
);
