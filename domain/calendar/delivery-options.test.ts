import { describe, expect, it } from 'vitest';
import { dropWeekendAndSortByDeliveryDate } from './delivery-options';
import { type IsoDate, isoDate } from './iso-date';

const option = (id: string, date: string): { id: string; DeliveryDate: IsoDate } => ({
  id,
  DeliveryDate: isoDate(date),
});

describe('calendar: delivery options (§5)', () => {
  it('drops options delivered on a weekend (§5)', () => {
    const result = dropWeekendAndSortByDeliveryDate([
      option('sat', '2026-11-21'),
      option('fri', '2026-11-20'),
      option('sun', '2026-11-22'),
    ]);
    expect(result.map((o) => o.id)).toEqual(['fri']);
  });

  it('sorts the rest by delivery date, latest first (§5)', () => {
    const result = dropWeekendAndSortByDeliveryDate([
      option('a', '2026-11-18'),
      option('b', '2026-12-01'),
      option('c', '2026-11-23'),
    ]);
    expect(result.map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });

  it('keeps the input order of options with the same delivery date (§5)', () => {
    const result = dropWeekendAndSortByDeliveryDate([
      option('first', '2026-11-20'),
      option('later', '2026-11-23'),
      option('second', '2026-11-20'),
    ]);
    expect(result.map((o) => o.id)).toEqual(['later', 'first', 'second']);
  });

  it('does not change its input (§5)', () => {
    const input = [option('a', '2026-11-18'), option('sat', '2026-11-21'), option('b', '2026-12-01')];
    const copy = structuredClone(input);
    dropWeekendAndSortByDeliveryDate(input);
    expect(input).toEqual(copy);
  });

  it('returns an empty list for no options (§5)', () => {
    expect(dropWeekendAndSortByDeliveryDate([])).toEqual([]);
  });
});
