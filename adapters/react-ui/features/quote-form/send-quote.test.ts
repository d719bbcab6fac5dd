// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteFormPayload } from '../../../../domain/quote/quote-form';
import type { CreateQuoteOutcome, RelomoveApi } from '../../../http/client/relomove-api';
import { InMemoryAnalytics } from '../../app/analytics';
import { fakeApi } from '../../test-support/render-app';
import { sendQuote } from './send-quote';

const form = {
  FromCountry: 'US',
  ToCountry: 'US',
} as unknown as QuoteFormPayload;
const evidence = { captcha: null, timing: { fieldDurationsMs: [900], totalMs: 20_000 } };

const outcome = (result: string): CreateQuoteOutcome => ({
  success: true,
  result,
  reasonInvalid: 'None',
  action: 'None',
  retrievedTimestamp: '2026-05-01T10:00:00Z',
  message: '',
});

const answering = (answer: Awaited<ReturnType<RelomoveApi['addQuote']>>) =>
  fakeApi({ addQuote: vi.fn(async () => answer) });

describe('sendQuote analytics (§9 quote submit 1110, quote success 41; §8 quote submit error)', () => {
  beforeEach(() => localStorage.clear());

  it('§9 tracks quote submit, then quote success with the reference number when the quote is shown', async () => {
    const analytics = new InMemoryAnalytics();
    const api = answering({
      ok: true,
      value: { outcome: outcome('Auto'), quote: { QuoteId: 1234567, QuoteIdEncrypted: 'tok' } as never },
    });
    const sent = await sendQuote(api, form, evidence, '/', analytics);
    expect(sent.kind).toBe('Navigate');
    expect(analytics.events.map((e) => [e.id, e.name, e.quoteReference])).toEqual([
      [1110, 'quote_submit', ''],
      [41, 'quote_success', '1234567'],
    ]);
  });

  it('issue 10 quote privacy: a Dupe without a quote stays on the form with its message, and tracks no quote success', async () => {
    const analytics = new InMemoryAnalytics();
    const message =
      'We already have a quote for this move from the last few minutes. To keep it private, we have emailed its link to pat@example.com.';
    const sent = await sendQuote(
      answering({ ok: true, value: { outcome: { ...outcome('Dupe'), message }, quote: null } }),
      form,
      evidence,
      '/',
      analytics,
    );
    expect(sent).toEqual({ kind: 'Stay', reasonInvalid: 'None', message });
    expect(analytics.events.map((e) => e.id)).toEqual([1110]);
  });

  it('issue 10: a move date asked for on a Saturday and quoted for the Monday goes to the quote view with the asked date, so it can say so', async () => {
    const quote = {
      QuoteId: 1234567,
      QuoteIdEncrypted: 'tok',
      Details: { MoveDate: '2026-12-21', Origin: { StationDetail: null } },
    };
    const sent = await sendQuote(
      answering({ ok: true, value: { outcome: outcome('Auto'), quote: quote as never } }),
      { ...form, MoveDate: '2026-12-19' } as QuoteFormPayload,
      evidence,
      '/',
    );
    expect(sent).toEqual({
      kind: 'Navigate',
      to: '/moving-quotes/quoteview?qId=tok&moveDateAsked=2026-12-19',
    });
  });

  it('issue 10: an Invalid answer sent to a partner carries its §4 reason to the unserviceable page', async () => {
    const sent = await sendQuote(
      answering({
        ok: true,
        value: {
          outcome: { ...outcome('Invalid'), action: 'SendToBudget', reasonInvalid: 'IntraState' },
          quote: null,
        },
      }),
      form,
      evidence,
      '/',
    );
    expect(sent).toEqual({
      kind: 'Navigate',
      to: '/moving-quotes/quote-unserviceable?nextAct=bg&reason=IntraState',
    });
  });

  it('§9 tracks no quote success when the quote goes to manual review', async () => {
    const analytics = new InMemoryAnalytics();
    await sendQuote(
      answering({ ok: true, value: { outcome: outcome('Manual'), quote: null } }),
      form,
      evidence,
      '/',
      analytics,
    );
    expect(analytics.events.map((e) => e.id)).toEqual([1110]);
  });

  it('§8 tracks the quote submit error event when the service is unreachable, and nothing more when cancelled', async () => {
    const analytics = new InMemoryAnalytics();
    await sendQuote(
      answering({ ok: false, error: { kind: 'Unavailable', message: 'down' } }),
      form,
      evidence,
      '/',
      analytics,
    );
    expect(analytics.events.map((e) => [e.id, e.reason])).toEqual([
      [1110, undefined],
      [9001, 'Unavailable'],
    ]);
    const cancelled = new InMemoryAnalytics();
    await sendQuote(answering({ ok: false, error: { kind: 'Cancelled' } }), form, evidence, '/', cancelled);
    expect(cancelled.events.map((e) => e.id)).toEqual([1110]);
  });
});
