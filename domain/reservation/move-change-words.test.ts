import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/iso-date';
import { exampleQuote } from '../quote/example-quote';
import type { Quote } from '../quote/types';
import { describeMoveChange } from './move-change-words';

describe('describeMoveChange (issue 27 "Saved changes are reported in full")', () => {
  it('lists each changed field with its old and new value, and nothing for an unchanged move', () => {
    const before: Quote = { ...exampleQuote(), QuoteId: 1, Revision: 1 };
    expect(describeMoveChange(before, before)).toEqual([]);
    const after = {
      ...before,
      Details: {
        ...before.Details,
        SpotDate: '2030-01-02' as IsoDate,
        Origin: { ...before.Details.Origin, LiveLoad: !before.Details.Origin.LiveLoad },
      },
    };
    const lines = describeMoveChange(before, after).map((l) => l.text);
    expect(lines).toContain(
      `Drop-off date: ${before.Details.SpotDate.slice(5, 7)}/${before.Details.SpotDate.slice(8)}/${before.Details.SpotDate.slice(0, 4)} → 01/02/2030`,
    );
    expect(lines.some((l) => l.startsWith('Loading: '))).toBe(true);
  });
});
