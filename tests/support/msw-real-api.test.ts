// @vitest-environment relomove-page
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FetchRelomoveApi } from '../../adapters/http/client/fetch-relomove-api';
import { SESSION_COOKIE } from '../../adapters/http/contract/accounts';
import { type RealApiMsw, startRealApiMsw } from './msw-real-api';

describe('startRealApiMsw in a page (happy-dom), as UI tests use it (architecture.md convention 11)', () => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
  }, 120_000);
  afterAll(() => real?.close());

  it("a relative /api fetch reaches the real app: 'kcmo' finds Kansas City, MO first (§5)", async () => {
    const result = await new FetchRelomoveApi('').searchCities('kcmo');
    expect(result.ok && result.value[0]).toMatchObject({ CityName: 'Kansas City', StateCode: 'MO' });
  });

  it('the session cookie of a sign-in is sent back on the next call (§7)', async () => {
    const api = new FetchRelomoveApi('');
    expect((await api.login({ email: 'demo@relomove.test', password: 'moving-day-2026' })).ok).toBe(true);
    expect(real.cookies().has(SESSION_COOKIE)).toBe(true);
    const me = await api.me();
    expect(me.ok && me.value.loggedin && me.value.ContactGet.EmailAddress).toBe('demo@relomove.test');
  });

  it('a request outside /api is an error, not a silent pass-through', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(fetch('http://localhost:3000/not-api')).rejects.toThrow();
      expect(String(printed.mock.calls[0]?.[0])).toMatch(/without a matching request handler/);
    } finally {
      printed.mockRestore();
    }
  });
});
