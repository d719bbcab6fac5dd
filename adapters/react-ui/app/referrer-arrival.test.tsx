// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../test-support/render-app';
import { REFERRER_SESSION_KEY } from './referrer-arrival';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const apiWith = () => {
  const recordReferrerArrival = vi.fn(async (referrer: 'PACKRATWEB' | 'ZPPYSHWEB') => ({
    ok: true as const,
    value: { referrer, recorded: true },
  }));
  const api = fakeApi({
    recordReferrerArrival,
    me: vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
    })),
  });
  return { api, recordReferrerArrival };
};

describe('§5 budget-flow referrers: a visitor arriving from PACKRATWEB or ZPPYSHWEB is recognised and recorded (issue 15)', () => {
  it('reads ?referrer= or ?utm_source= (any case), records the arrival once per browser session, and keeps the referrer', async () => {
    const { api, recordReferrerArrival } = apiWith();
    const first = renderApp('/moving-quote?utm_source=packratweb', api);
    await screen.findByRole('combobox', { name: 'Moving From' });
    await vi.waitFor(() => expect(recordReferrerArrival).toHaveBeenCalledWith('PACKRATWEB', '/moving-quote'));
    expect(sessionStorage.getItem(REFERRER_SESSION_KEY)).toBe('PACKRATWEB');
    first.unmount();
    renderApp('/?referrer=PACKRATWEB', api);
    await screen.findAllByRole('combobox', { name: 'Moving From' });
    expect(recordReferrerArrival).toHaveBeenCalledTimes(1);
  });

  it('an unknown referrer, or none, records nothing', async () => {
    const { api, recordReferrerArrival } = apiWith();
    renderApp('/?referrer=newsletter&utm_source=google', api);
    await screen.findAllByRole('combobox', { name: 'Moving From' });
    expect(recordReferrerArrival).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REFERRER_SESSION_KEY)).toBeNull();
  });
});
