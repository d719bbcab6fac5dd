import { describe, expect, it } from 'vitest';
import { InfoRequiredAction, InvalidAction, QUOTE_ACTIONS, QUOTE_RESULTS, QuoteResult } from './enums';
import { isCreateFailure, routeForCreateResult, stateAfterCreateFailure } from './quote-result-routes';
import { isAppRoute } from './routes';

const here = '/moving-quote';
const ok = (result: QuoteResult, action: (typeof QUOTE_ACTIONS)[number] = InvalidAction.None) => ({
  success: true,
  result,
  action,
});

describe('routeForCreateResult (§4 Creating a quote)', () => {
  it('success=false goes to /moving-quotes/error whatever the result (§4 step 7)', () => {
    for (const result of QUOTE_RESULTS) {
      expect(routeForCreateResult({ success: false, result, action: InvalidAction.None }, here)).toBe(
        '/moving-quotes/error',
      );
    }
  });

  it('Auto goes to the quote view (§4 step 2)', () => {
    expect(routeForCreateResult(ok(QuoteResult.Auto), here)).toBe('/moving-quotes/quoteview');
  });

  it('issue 10 quote privacy: a Dupe without a quote (asked by someone else) stays on the quote form to show its message', () => {
    expect(routeForCreateResult({ ...ok(QuoteResult.Dupe), quoteKept: false }, here)).toBe('/moving-quote');
    expect(routeForCreateResult({ ...ok(QuoteResult.Dupe), quoteKept: true }, here)).toBe(
      '/moving-quotes/quoteview',
    );
  });

  it('Dupe goes to the quote view, since it answers with the existing quote (§4, decision)', () => {
    expect(routeForCreateResult(ok(QuoteResult.Dupe), here)).toBe('/moving-quotes/quoteview');
  });

  it('Manual, MANUAL_RESUBMIT and InfoRequired go to /manual-quote (§4 step 3)', () => {
    expect(routeForCreateResult(ok(QuoteResult.Manual), here)).toBe('/manual-quote');
    expect(routeForCreateResult(ok(QuoteResult.MANUAL_RESUBMIT), here)).toBe('/manual-quote');
    expect(
      routeForCreateResult(ok(QuoteResult.InfoRequired, InfoRequiredAction.RequireLinearFeet), here),
    ).toBe('/manual-quote');
  });

  it('Invalid with SendToPods or SendToBudget goes to the unserviceable page (§4 step 4)', () => {
    expect(routeForCreateResult(ok(QuoteResult.Invalid, InvalidAction.SendToPods), here)).toBe(
      '/moving-quotes/quote-unserviceable?nextAct=pd',
    );
    expect(routeForCreateResult(ok(QuoteResult.Invalid, InvalidAction.SendToBudget), here)).toBe(
      '/moving-quotes/quote-unserviceable?nextAct=bg',
    );
  });

  it('Invalid with the capacity action goes to the capacity page (§4 step 4)', () => {
    expect(routeForCreateResult(ok(QuoteResult.Invalid, InvalidAction.CapacityUnserviceable), here)).toBe(
      '/moving-quotes/capacity-constraints',
    );
  });

  it('Invalid with action None stays on the quote form (§5 invalid city, decision)', () => {
    expect(routeForCreateResult(ok(QuoteResult.Invalid, InvalidAction.None), '/anything')).toBe(
      '/moving-quote',
    );
    expect(routeForCreateResult(ok(QuoteResult.Invalid, InfoRequiredAction.RequireContactInfo), here)).toBe(
      '/moving-quote',
    );
  });

  it('RedirectToCaptcha goes to the captcha page with the current path as destination (§4 step 5)', () => {
    expect(routeForCreateResult(ok(QuoteResult.RedirectToCaptcha), '/moving-quote')).toBe(
      '/captcha-verify?destination=%2Fmoving-quote',
    );
  });

  it('Error, ServiceError, UnknownError and INVALID_INPUT go to the error-response page (§4 step 6)', () => {
    for (const result of [
      QuoteResult.Error,
      QuoteResult.ServiceError,
      QuoteResult.UnknownError,
      QuoteResult.INVALID_INPUT,
    ]) {
      expect(routeForCreateResult(ok(result, InvalidAction.SendToPods), here)).toBe(
        '/moving-quotes/quote-error-response',
      );
    }
  });

  it('reads the action only for Invalid results (§4, decision)', () => {
    expect(routeForCreateResult(ok(QuoteResult.Auto, InvalidAction.CapacityUnserviceable), here)).toBe(
      '/moving-quotes/quoteview',
    );
  });

  it('maps every result x action x success to a §2 route (§4 totality)', () => {
    for (const result of QUOTE_RESULTS)
      for (const action of QUOTE_ACTIONS)
        for (const success of [true, false])
          expect(isAppRoute(routeForCreateResult({ success, result, action }, here))).toBe(true);
  });
});

describe('stateAfterCreateFailure (§4 step 8)', () => {
  it('Auto, Dupe and the manual results with success=true store a quote, so they are not failures (§4 steps 2-3)', () => {
    expect(isCreateFailure(ok(QuoteResult.Auto))).toBe(false);
    expect(stateAfterCreateFailure(ok(QuoteResult.Dupe))).toBeNull();
    for (const result of [QuoteResult.Manual, QuoteResult.MANUAL_RESUBMIT, QuoteResult.InfoRequired]) {
      expect(isCreateFailure(ok(result))).toBe(false);
    }
  });

  it('any failure sets state Unquoted and request status Error (§4 step 8)', () => {
    const failure = { quoteState: 'Unquoted', requestStatus: 'Error' };
    expect(stateAfterCreateFailure({ success: false, result: QuoteResult.Auto, action: 'None' })).toEqual(
      failure,
    );
    expect(stateAfterCreateFailure(ok(QuoteResult.INVALID_INPUT))).toEqual(failure);
    expect(stateAfterCreateFailure(ok(QuoteResult.Invalid, InvalidAction.SendToPods))).toEqual(failure);
    expect(stateAfterCreateFailure(ok(QuoteResult.RedirectToCaptcha))).toEqual(failure);
    expect(stateAfterCreateFailure(ok(QuoteResult.ServiceError))).toEqual(failure);
  });
});
