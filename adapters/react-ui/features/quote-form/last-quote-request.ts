/**
 * The last quote request this tab sent (the §3 payload, how the form was filled in, and the §4 answer),
 * kept in sessionStorage so the pages after a non-Auto result can ask once more and resubmit: the
 * capacity page (another move date) and /manual-quote (InfoRequired: the size, or the email). It is
 * tab-scoped, survives a reload and is never sent anywhere. No zod here: this module is in the landing
 * bundle, so the stored value is checked by hand and discarded when unreadable.
 */
import type { FormTiming } from '../../../../domain/bot-check/too-fast';
import { parseIsoDate } from '../../../../domain/calendar/iso-date';
import { MOVE_TIMINGS } from '../../../../domain/calendar/move-timing';
import type { QuoteFormPayload } from '../../../../domain/quote/quote-form';

export const LAST_QUOTE_REQUEST_KEY = 'relomove.lastQuoteRequest';

export interface LastQuoteRequest {
  form: QuoteFormPayload;
  /** The timing of the form that built `form`; a resubmit adds its own on top (see withMoreTiming). */
  timing: FormTiming | null;
  /** The §4 result and action the server answered. */
  result: string;
  action: string;
}

const STRING_FIELDS = [
  'FromCity',
  'FromState',
  'FromZip',
  'FromCountry',
  'ToCity',
  'ToState',
  'ToZip',
  'ToCountry',
  'MovingOutOf',
  'EmailAddress',
  'FromInput',
  'ToInput',
  'Website',
  'WebApp',
] as const;

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isForm(value: unknown): value is QuoteFormPayload {
  if (!isRecord(value)) return false;
  if (!STRING_FIELDS.every((key) => typeof value[key] === 'string')) return false;
  if (typeof value.LinearFeet !== 'number' || !Number.isFinite(value.LinearFeet)) return false;
  if (typeof value.MoveDate !== 'string' || parseIsoDate(value.MoveDate).isErr()) return false;
  return (MOVE_TIMINGS as readonly unknown[]).includes(value.MovingDateRange);
}

function isTiming(value: unknown): value is FormTiming {
  return (
    isRecord(value) &&
    typeof value.totalMs === 'number' &&
    Array.isArray(value.fieldDurationsMs) &&
    value.fieldDurationsMs.every((ms) => typeof ms === 'number')
  );
}

export function saveLastQuoteRequest(request: LastQuoteRequest): void {
  try {
    store()?.setItem(LAST_QUOTE_REQUEST_KEY, JSON.stringify(request));
  } catch {
    // A full or blocked store only means the follow-up pages cannot resubmit; they offer the form instead.
  }
}

/** The stored request, or null when there is none or it is unreadable (then it is removed). */
export function readLastQuoteRequest(): LastQuoteRequest | null {
  const s = store();
  if (!s) return null;
  try {
    const raw = s.getItem(LAST_QUOTE_REQUEST_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (
      isRecord(value) &&
      isForm(value.form) &&
      (value.timing === null || isTiming(value.timing)) &&
      typeof value.result === 'string' &&
      typeof value.action === 'string'
    ) {
      return { form: value.form, timing: value.timing, result: value.result, action: value.action };
    }
  } catch {
    // Not JSON: discard below.
  }
  s.removeItem(LAST_QUOTE_REQUEST_KEY);
  return null;
}

export function forgetLastQuoteRequest(): void {
  try {
    store()?.removeItem(LAST_QUOTE_REQUEST_KEY);
  } catch {
    // Nothing to do.
  }
}

/**
 * A resubmit continues the same quote request: its timing is the first form's plus the follow-up
 * page's (the visitor already filled the form at a human pace; picking a date is one more field).
 */
export function withMoreTiming(first: FormTiming | null, more: FormTiming): FormTiming {
  if (!first) return more;
  return {
    fieldDurationsMs: [...first.fieldDurationsMs, ...more.fieldDurationsMs].slice(-50),
    totalMs: first.totalMs + more.totalMs,
  };
}
