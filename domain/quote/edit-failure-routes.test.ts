import { describe, expect, it } from 'vitest';
import { outcomeForEditFailure } from './edit-failure-routes';
import { EDIT_FAIL_REASONS, EditFailReason } from './enums';
import { isAppRoute } from './routes';

const here = '/moving-quotes/quoteview';

describe('outcomeForEditFailure (§4 Editing or changing a quote)', () => {
  it('None is a saved edit: store the returned quote and stay (§4)', () => {
    expect(outcomeForEditFailure(EditFailReason.None, here)).toEqual({
      succeeded: true,
      route: null,
      reloadNewerQuote: false,
      storeQuote: true,
    });
  });

  it('NoRevisionMatch reloads and stores the newer quote, then rejects without a route (§4)', () => {
    expect(outcomeForEditFailure(EditFailReason.NoRevisionMatch, here)).toEqual({
      succeeded: false,
      route: null,
      reloadNewerQuote: true,
      storeQuote: false,
    });
  });

  it('QuoteReserved stores the quote and goes to /dashboard (§4)', () => {
    expect(outcomeForEditFailure(EditFailReason.QuoteReserved, here)).toEqual({
      succeeded: false,
      route: '/dashboard',
      reloadNewerQuote: false,
      storeQuote: true,
    });
  });

  it('QuoteExpired and QuoteIdInvalid go to /moving-quote (§4)', () => {
    expect(outcomeForEditFailure(EditFailReason.QuoteExpired, here).route).toBe('/moving-quote');
    expect(outcomeForEditFailure(EditFailReason.QuoteIdInvalid, here).route).toBe('/moving-quote');
  });

  it('QuoteStatusInvalid goes to /manual-quote (§4)', () => {
    expect(outcomeForEditFailure(EditFailReason.QuoteStatusInvalid, here).route).toBe('/manual-quote');
  });

  it('InvalidCapacityUnserviceableDate goes to the capacity page (§4)', () => {
    expect(outcomeForEditFailure(EditFailReason.InvalidCapacityUnserviceableDate, here).route).toBe(
      '/moving-quotes/capacity-constraints',
    );
  });

  it('RedirectToCaptcha goes to the captcha page for the current path (§4)', () => {
    expect(outcomeForEditFailure(EditFailReason.RedirectToCaptcha, here).route).toBe(
      '/captcha-verify?destination=%2Fmoving-quotes%2Fquoteview',
    );
  });

  it('every fail reason but None rejects, and every route is a §2 route (§4)', () => {
    for (const reason of EDIT_FAIL_REASONS) {
      const outcome = outcomeForEditFailure(reason, here);
      expect(outcome.succeeded).toBe(reason === EditFailReason.None);
      if (outcome.route !== null) expect(isAppRoute(outcome.route)).toBe(true);
    }
  });
});
