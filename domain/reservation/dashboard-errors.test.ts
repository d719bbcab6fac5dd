import { describe, expect, it } from 'vitest';
import { dashboardErrorFrom, reloadsQuote, requireCompletedQuote } from './dashboard-errors';
import { DashboardError } from './enums';

describe('dashboardErrorFrom (§8 Dashboard errors)', () => {
  it('reads the first Messages entry (§8)', () => {
    expect(
      dashboardErrorFrom({
        Messages: ['SpotDateIsPast', 'WrongRevision'],
        ModelErrors: [{ type: 'EditNotAllowed' }],
      }),
    ).toBe('SpotDateIsPast');
  });

  it('falls back to the first ModelErrors type when there are no Messages (§8)', () => {
    expect(
      dashboardErrorFrom({
        Messages: [],
        ModelErrors: [{ type: 'EditNotAllowed' }, { type: 'WrongRevision' }],
      }),
    ).toBe('EditNotAllowed');
    expect(dashboardErrorFrom({ ModelErrors: [{ type: 'QuoteIsIncomplete' }] })).toBe('QuoteIsIncomplete');
  });

  it('is Unknown with neither, or with an unrecognised name (§8)', () => {
    expect(dashboardErrorFrom({})).toBe('Unknown');
    expect(dashboardErrorFrom({ Messages: null, ModelErrors: [{ type: null }] })).toBe('Unknown');
    expect(
      dashboardErrorFrom({ Messages: ['Something else'], ModelErrors: [{ type: 'WrongRevision' }] }),
    ).toBe('Unknown');
  });

  it("accepts the ' (MyMove)' suffix and the §8 quote-error names (§8, decision)", () => {
    expect(dashboardErrorFrom({ Messages: ['SpotDateIsPast (MyMove)'] })).toBe('SpotDateIsPast');
    expect(dashboardErrorFrom({ Messages: ['WrongRevisionError (MyMove)'] })).toBe('WrongRevision');
    expect(dashboardErrorFrom({ Messages: ['QuoteCannotBeEdited'] })).toBe('EditNotAllowed');
  });
});

describe('dashboard reactions (§4 Dashboard)', () => {
  it('wrong revision, edit-not-allowed and spot-date-in-the-past reload the quote (§4)', () => {
    expect(reloadsQuote(DashboardError.WrongRevision)).toBe(true);
    expect(reloadsQuote(DashboardError.EditNotAllowed)).toBe(true);
    expect(reloadsQuote(DashboardError.SpotDateIsPast)).toBe(true);
    expect(reloadsQuote(DashboardError.QuoteIsIncomplete)).toBe(false);
    expect(reloadsQuote(DashboardError.Unknown)).toBe(false);
  });

  it("a reservation without QuoteCompleted fails with 'quote is incomplete' (§4)", () => {
    expect(requireCompletedQuote({ Details: { QuoteCompleted: true } }).isOk()).toBe(true);
    expect(requireCompletedQuote({ Details: { QuoteCompleted: false } })._unsafeUnwrapErr()).toEqual({
      kind: 'QuoteIsIncomplete',
      message: 'quote is incomplete',
    });
  });
});
