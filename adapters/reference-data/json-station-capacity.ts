import { readFileSync } from 'node:fs';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { StationCapacity } from '../../application/ports/station-capacity';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { type ReferenceDataError, referenceDataUnavailable } from './reference-data-error';

export const STATION_CAPACITY_FILE = new URL('../../data/station-capacity.json', import.meta.url).pathname;

const CapacityFile = z.object({
  version: z.string(),
  description: z.string(),
  fullDates: z.record(z.string().regex(/^[A-Z]{3,4}$/), z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))),
});

/** Station capacity data (data/station-capacity.json): the fully booked dates of each service center. */
export class JsonStationCapacity implements StationCapacity {
  private readonly full: ReadonlyMap<string, ReadonlySet<string>>;

  private constructor(full: ReadonlyMap<string, ReadonlySet<string>>) {
    this.full = full;
  }

  static load(file = STATION_CAPACITY_FILE): Result<JsonStationCapacity, ReferenceDataError> {
    try {
      const parsed = CapacityFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) return err(referenceDataUnavailable(file, parsed.error));
      const full = new Map(
        Object.entries(parsed.data.fullDates).map(([code, dates]) => [code, new Set(dates)]),
      );
      return ok(new JsonStationCapacity(full));
    } catch (e) {
      return err(referenceDataUnavailable(file, e));
    }
  }

  isFull(stationCode: string, date: IsoDate): boolean {
    return this.full.get(stationCode.toUpperCase())?.has(date) ?? false;
  }
}
