import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { JsonStationCapacity } from './json-station-capacity';

describe('station capacity data (§4 capacity-constrained dates)', () => {
  it('knows the fully booked peak dates of the busiest terminals', () => {
    const capacity = JsonStationCapacity.load()._unsafeUnwrap();
    expect(capacity.isFull('LAX', isoDate('2027-06-30'))).toBe(true);
    expect(capacity.isFull('lax', isoDate('2027-06-30'))).toBe(true);
    expect(capacity.isFull('LAX', isoDate('2027-06-29'))).toBe(false);
    expect(capacity.isFull('KCM', isoDate('2027-06-30'))).toBe(false);
  });

  it('reports a malformed file instead of throwing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capacity-'));
    writeFileSync(join(dir, 'bad.json'), '{"version": 1}');
    expect(JsonStationCapacity.load(join(dir, 'bad.json'))._unsafeUnwrapErr().kind).toBe(
      'ReferenceDataUnavailable',
    );
    expect(JsonStationCapacity.load(join(dir, 'missing.json')).isErr()).toBe(true);
  });
});
