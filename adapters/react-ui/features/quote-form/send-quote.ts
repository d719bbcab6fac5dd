import {
  AnalyticsErrorEvent,
  AnalyticsLogEvent,
  AnalyticsTrackingEvent,
} from '../../../../domain/analytics/events';
import type { FormTiming } from '../../../../domain/bot-check/too-fast';
import { parseIsoDate } from '../../../../domain/calendar/iso-date';
import { InvalidAction, type QuoteAction, QuoteResult } from '../../../../domain/quote/enums';
import { MOVE_DATE_ASKED_PARAM, moveDateShift } from '../../../../domain/quote/move-date-window';
import { placesClearedBy, type QuoteFormPayload } from '../../../../domain/quote/quote-form';
import { routeForCreateResult } from '../../../../domain/quote/quote-result-routes';
import { Route } from '../../../../domain/quote/routes';
import type { Quote } from '../../../../domain/quote/types';
import {
  readUnserviceableReason,
  withUnserviceableReason,
} from '../../../../domain/quote/unserviceable-reasons';
import type { RelomoveApi } from '../../../http/client/relomove-api';
import type { Analytics } from '../../app/analytics';
import { storeQuote } from '../../app/quote-storage';
import { forgetLastQuoteRequest, saveLastQuoteRequest } from './last-quote-request';

/** Issue 3 bot-check evidence sent with a quote: the solved proof of work (if any) and the form timing. */
export interface BotEvidence {
  captcha: string | null;
  timing: FormTiming;
}

export type SendQuoteOutcome =
  /** Go to this route (§4 "Creating a quote"). */
  | { kind: 'Navigate'; to: string }
  /** Invalid with no action: stay on the form (§5 invalid-city reasons clear the matching location). */
  | { kind: 'Stay'; reasonInvalid: string; message: string }
  /** The quote service could not be reached. */
  | { kind: 'Unreachable' }
  | { kind: 'Cancelled' };

/** Issue 10: the quote's move date is the asked one moved off a weekend or an origin holiday. */
function wasMoved(asked: string, quote: Quote): boolean {
  if (typeof asked !== 'string' || !quote.Details) return false;
  const date = parseIsoDate(asked);
  if (date.isErr()) return false;
  const shift = moveDateShift(date.value, quote.Details.Origin.StationDetail?.Holidays ?? []);
  return shift !== null && shift.becomes === quote.Details.MoveDate;
}

/** The wire takes US, CA or MX; city search answers one of them. */
function country(value: string): 'US' | 'CA' | 'MX' {
  return value === 'CA' || value === 'MX' ? value : 'US';
}

/**
 * POST quotes/add (§7) with the §3 payload and the bot evidence, then §4: store the quote, remember the
 * request for the follow-up pages, and decide the route with the domain's routeForCreateResult.
 * Shared by the short form, the capacity page and /manual-quote, so every resubmit routes the same way.
 * Tracks §9 quote submit (1110) on sending, quote success (41) when the quote is shown, the §8
 * quote submit error event when the call is refused or unreachable, and §8 invalid-city events.
 */
export async function sendQuote(
  api: RelomoveApi,
  form: QuoteFormPayload,
  evidence: BotEvidence,
  here: string,
  analytics?: Analytics,
): Promise<SendQuoteOutcome> {
  analytics?.track({ ...AnalyticsTrackingEvent.quoteSubmit, quoteReference: '' });
  const answer = await api.addQuote({
    ...form,
    FromCountry: country(form.FromCountry),
    ToCountry: country(form.ToCountry),
    formTiming: {
      fieldDurationsMs: [...evidence.timing.fieldDurationsMs],
      totalMs: evidence.timing.totalMs,
    },
    ...(evidence.captcha ? { captcha: evidence.captcha } : {}),
  });
  if (!answer.ok) {
    if (answer.error.kind === 'Cancelled') return { kind: 'Cancelled' };
    analytics?.track({
      ...AnalyticsErrorEvent.quoteSubmit,
      quoteReference: '',
      reason: answer.error.kind === 'Refused' ? String(answer.error.status) : 'Unavailable',
    });
    if (answer.error.kind === 'Unavailable') return { kind: 'Unreachable' };
    // A 400 is input the server refused (§4 step 6, INVALID_INPUT); any other refusal is success=false (step 7).
    const refusal =
      answer.error.status === 400
        ? { success: true, result: QuoteResult.INVALID_INPUT, action: InvalidAction.None }
        : { success: false, result: QuoteResult.Error, action: InvalidAction.None };
    return { kind: 'Navigate', to: routeForCreateResult(refusal, here) };
  }
  const { outcome, quote } = answer.value;
  // The contract's enums are the domain's lists, so these narrowings hold for any answer that parsed.
  const route = routeForCreateResult(
    {
      success: outcome.success,
      result: outcome.result as QuoteResult,
      action: outcome.action as QuoteAction,
      quoteKept: quote !== null,
    },
    here,
  );
  if (quote) storeQuote(quote);
  if (route === Route.quoteView) {
    analytics?.track({
      ...AnalyticsTrackingEvent.quoteSuccess,
      quoteReference: String(quote?.QuoteId ?? ''),
    });
    forgetLastQuoteRequest();
    if (!quote) return { kind: 'Navigate', to: Route.quoteView };
    const to = `${Route.quoteView}?qId=${encodeURIComponent(quote.QuoteIdEncrypted)}`;
    // Issue 10: a date moved off a weekend or holiday is said on the quote view, never silently.
    const moved = wasMoved(form.MoveDate, quote);
    return {
      kind: 'Navigate',
      to: moved ? `${to}&${MOVE_DATE_ASKED_PARAM}=${encodeURIComponent(form.MoveDate)}` : to,
    };
  }
  saveLastQuoteRequest({ form, timing: evidence.timing, result: outcome.result, action: outcome.action });
  if (route === Route.movingQuote) {
    // §8 "invalid-city events are logged": which places the server could not find, as typed.
    const places = placesClearedBy(outcome.reasonInvalid);
    if (places.length > 0) {
      analytics?.track({
        ...AnalyticsLogEvent.invalidCity,
        quoteReference: String(quote?.QuoteId ?? ''),
        reasonInvalid: outcome.reasonInvalid,
        fromInput: places.includes('from') ? form.FromInput : null,
        toInput: places.includes('to') ? form.ToInput : null,
      });
    }
    return { kind: 'Stay', reasonInvalid: outcome.reasonInvalid, message: outcome.message };
  }
  if (route === Route.unserviceablePods || route === Route.unserviceableBudget) {
    // Issue 10: the page names the reason in words, so the §4 reason goes with §2's nextAct.
    const reason = readUnserviceableReason(outcome.reasonInvalid);
    if (reason) return { kind: 'Navigate', to: withUnserviceableReason(route, reason) };
  }
  return { kind: 'Navigate', to: route };
}
