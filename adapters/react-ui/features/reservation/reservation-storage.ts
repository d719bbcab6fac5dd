/**
 * §3 "Client state is persisted locally" for the reservation (issue 11): the location answers, the quote
 * edits of the schedule step and the quick receipt of a booking, each kept for one quote. The server's
 * draft is the record; these let a reload keep what was typed but not yet saved. Unreadable or foreign
 * entries are ignored (and removed by readLocal).
 */
import type { Cents } from '../../../../domain/money/money';
import type { LocationAnswers, ScheduleAnswers } from '../../../../domain/reservation/draft';
import { isRecord } from '../../../../domain/shared/is-record';
import { readLocal, writeLocal } from '../../app/local-store';

/** §3 persisted keys (ours: the names follow §3 "location, quote edits, flow, quick receipt"). */
export const RESERVATION_STORAGE_KEYS = {
  location: 'relomove.location',
  quoteEdits: 'relomove.quoteEdits',
  quickReceipt: 'relomove.quickReceipt',
} as const;

interface Kept<T> {
  QuoteId: number;
  value: T;
}

function keptFor<T>(key: string, quoteId: number): T | null {
  const kept = readLocal(key, (v) =>
    isRecord(v) && typeof v.QuoteId === 'number' && isRecord(v.value) ? (v as unknown as Kept<T>) : null,
  );
  return kept && kept.QuoteId === quoteId ? kept.value : null;
}

/** The answers typed on this device for one quote (null where none are kept). */
export function readStepAnswers(quoteId: number): {
  location: LocationAnswers | null;
  schedule: ScheduleAnswers | null;
} {
  return {
    location: keptFor<LocationAnswers>(RESERVATION_STORAGE_KEYS.location, quoteId),
    schedule: keptFor<ScheduleAnswers>(RESERVATION_STORAGE_KEYS.quoteEdits, quoteId),
  };
}

export function writeStepAnswers(
  quoteId: number,
  answers: { location?: LocationAnswers; schedule?: ScheduleAnswers },
): void {
  if (answers.location)
    writeLocal(RESERVATION_STORAGE_KEYS.location, { QuoteId: quoteId, value: answers.location });
  if (answers.schedule)
    writeLocal(RESERVATION_STORAGE_KEYS.quoteEdits, { QuoteId: quoteId, value: answers.schedule });
}

/** The quick receipt of the last booking on this device: its reference and total. */
export function rememberBooking(quoteId: number, total: Cents | null): void {
  writeLocal(RESERVATION_STORAGE_KEYS.quickReceipt, { QuoteId: quoteId, value: { TotalPrice: total } });
}
