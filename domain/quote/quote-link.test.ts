import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { isoDate } from '../calendar/iso-date';
import { QuoteStatus } from './enums';
import {
  isFutureSendTime,
  isQuoteLinkExpired,
  QUOTE_LINK_CLOCK_SKEW_MS,
  QUOTE_LINK_LIFETIME_MS,
  quoteEmailLink,
  quoteLinkRoute,
} from './quote-link';

const nowMs = Date.parse('2026-11-21T15:00:00.000Z');
const today = isoDate('2026-11-21');
const day = 24 * 60 * 60 * 1000;
const quote = (over: Parameters<typeof aQuote>[0] = {}, moveDate = '2026-12-08') =>
  aQuote(over, { MoveDate: isoDate(moveDate) });

describe('quote email links (§7 GET expire/{qid}/{ts}, not shown: our design)', () => {
  it('keeps a link good for 30 days after sending, exactly 30 days included (§7)', () => {
    const facts = { nowMs, today, quote: quote() };
    expect(isQuoteLinkExpired({ ...facts, sentAtMs: nowMs })).toBe(false);
    expect(isQuoteLinkExpired({ ...facts, sentAtMs: nowMs - QUOTE_LINK_LIFETIME_MS })).toBe(false);
    expect(isQuoteLinkExpired({ ...facts, sentAtMs: nowMs - QUOTE_LINK_LIFETIME_MS - 1 })).toBe(true);
    expect(QUOTE_LINK_LIFETIME_MS).toBe(30 * day);
  });

  it('expires a link once the move date has passed; the move date itself is still good (§7)', () => {
    const sent = { nowMs, today, sentAtMs: nowMs - day };
    expect(isQuoteLinkExpired({ ...sent, quote: quote({}, '2026-11-20') })).toBe(true);
    expect(isQuoteLinkExpired({ ...sent, quote: quote({}, '2026-11-21') })).toBe(false);
  });

  it.each([
    [QuoteStatus.Open, false],
    [QuoteStatus.UnderReview, false],
    [QuoteStatus.Reserved, true],
    [QuoteStatus.Expired, true],
    [QuoteStatus.Cancelled, true],
  ] as const)('treats a quote with status %s as expired: %s (§7)', (status, expired) => {
    expect(isQuoteLinkExpired({ nowMs, today, sentAtMs: nowMs, quote: quote({ QuoteStatus: status }) })).toBe(
      expired,
    );
  });

  it('expires a link to no quote or a deleted one (§2 invalid quote id)', () => {
    expect(isQuoteLinkExpired({ nowMs, today, sentAtMs: nowMs, quote: null })).toBe(true);
    expect(isQuoteLinkExpired({ nowMs, today, sentAtMs: nowMs, quote: quote({ IsDeleted: true }) })).toBe(
      true,
    );
  });

  it('sends a good link to the quote view and an expired one to /moving-quote (§2)', () => {
    expect(quoteLinkRoute(false)).toBe('/moving-quotes/quoteview');
    expect(quoteLinkRoute(true)).toBe('/moving-quote');
  });

  it('flags a send time in the future beyond five minutes of clock skew', () => {
    expect(isFutureSendTime(nowMs + QUOTE_LINK_CLOCK_SKEW_MS, nowMs)).toBe(false);
    expect(isFutureSendTime(nowMs + QUOTE_LINK_CLOCK_SKEW_MS + 1, nowMs)).toBe(true);
  });

  it('links the email to the quote view with the token and the send time', () => {
    expect(quoteEmailLink('https://relomove.example/', 'abc_-1', 1234)).toBe(
      'https://relomove.example/moving-quotes/quoteview?qId=abc_-1&ts=1234',
    );
  });
});
