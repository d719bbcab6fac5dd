import { describe, expect, it } from 'vitest';
import {
  BUDGET_FLOW_REFERRERS,
  budgetFlowReferrer,
  referrerOfQuery,
  referrerReport,
  validateArrival,
} from './referrers';

describe('§5 the known budget-flow referrers PACKRATWEB and ZPPYSHWEB (issue 15)', () => {
  it('are the two §5 codes, recognised in any case', () => {
    expect(BUDGET_FLOW_REFERRERS).toEqual(['PACKRATWEB', 'ZPPYSHWEB']);
    expect(budgetFlowReferrer(' packratweb ')).toBe('PACKRATWEB');
    expect(budgetFlowReferrer('ZppyShWeb')).toBe('ZPPYSHWEB');
    expect(budgetFlowReferrer('google')).toBeNull();
    expect(budgetFlowReferrer(null)).toBeNull();
  });

  it('arrive in the page query as ?referrer= or ?utm_source=', () => {
    expect(referrerOfQuery(new URLSearchParams('referrer=PACKRATWEB'))).toBe('PACKRATWEB');
    expect(referrerOfQuery(new URLSearchParams('utm_source=zppyshweb&utm_medium=web'))).toBe('ZPPYSHWEB');
    expect(referrerOfQuery(new URLSearchParams('referrer=other&utm_source=ZPPYSHWEB'))).toBe('ZPPYSHWEB');
    expect(referrerOfQuery(new URLSearchParams('utm_source=newsletter'))).toBeNull();
  });

  it("an arrival names a known referrer and the page's path, else 'field - message'", () => {
    expect(validateArrival({ Referrer: 'packratweb', Page: '/moving-quote' })._unsafeUnwrap()).toEqual({
      referrer: 'PACKRATWEB',
      page: '/moving-quote',
    });
    expect(validateArrival({ Referrer: 'X', Page: 'http://evil' })._unsafeUnwrapErr()).toEqual([
      { field: 'Referrer', message: 'Value must be one of "PACKRATWEB", "ZPPYSHWEB"' },
      { field: 'Page', message: 'Value must be a path starting with /' },
    ]);
  });

  it("staff's report lists every known referrer, 0 when none arrived", () => {
    expect(
      referrerReport([{ referrer: 'ZPPYSHWEB', arrivals: 3, first: '2026-11-01T00:00:00Z', last: null }]),
    ).toEqual([
      { referrer: 'PACKRATWEB', arrivals: 0, first: null, last: null },
      { referrer: 'ZPPYSHWEB', arrivals: 3, first: '2026-11-01T00:00:00Z', last: null },
    ]);
  });
});
