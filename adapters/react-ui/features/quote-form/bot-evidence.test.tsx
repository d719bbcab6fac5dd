// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, CityResult, RelomoveApi } from '../../../http/client/relomove-api';
import { fakeApi, renderApp } from '../../test-support/render-app';

const SECRET = 'test-secret';

const city = (CityName: string, StateCode: string, ZipCode: string) =>
  ({
    CityName,
    StateCode,
    StateName: '',
    ZipCode,
    ZipLow: ZipCode,
    ZipHigh: ZipCode,
    CountyName: '',
    Country: 'US',
  }) satisfies CityResult;

async function searchCities(term: string): Promise<ApiResult<CityResult[]>> {
  const places: Record<string, CityResult[]> = {
    Denver: [city('Denver', 'CO', '80202')],
    Boston: [city('Boston', 'MA', '02108')],
  };
  return { ok: true, value: places[term] ?? [] };
}

/** A cheap signed challenge (one hex digit of work), as the server's GET captcha/challenge issues. */
async function cheapChallenge(): Promise<ApiResult<Record<string, unknown>>> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    deriveKey,
    keyPrefix: '0',
    hmacSignatureSecret: SECRET,
  });
  return { ok: true, value: { ...challenge } };
}

const autoAnswer: RelomoveApi['addQuote'] = async () => ({
  ok: true,
  value: {
    outcome: {
      success: true,
      result: 'Manual',
      reasonInvalid: 'None',
      action: 'None',
      retrievedTimestamp: '2026-05-01T10:00:00Z',
      message: '',
    },
    quote: null,
  },
});

async function pick(name: string, text: string, option: string) {
  const input = await screen.findByRole('combobox', { name });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
  fireEvent.blur(input);
}

async function fillAndSubmit(api: RelomoveApi) {
  const app = renderApp('/moving-quote', api);
  await pick('Moving From', 'Denver', 'Denver, CO 80202');
  await pick('Moving To', 'Boston', 'Boston, MA 02108');
  const size = await screen.findByLabelText('Size?');
  fireEvent.focus(size);
  fireEvent.change(size, { target: { value: '2 bedroom' } });
  fireEvent.blur(size);
  fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
  await waitFor(() => expect(app.here()).toBe('/manual-quote'));
  return vi.mocked(api.addQuote).mock.calls[0]?.[0];
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('the short form sends bot-check evidence (§5 Bot checks, §9 thresholds, issue 3 proof of work)', () => {
  it('sends formTiming with one duration per filled field and the total form time', async () => {
    const sent = await fillAndSubmit(
      fakeApi({
        searchCities: vi.fn(searchCities),
        addQuote: vi.fn(autoAnswer),
        captchaChallenge: vi.fn(cheapChallenge),
      }),
    );
    expect(sent?.formTiming?.fieldDurationsMs).toHaveLength(3); // Moving From, Moving To, Size?
    for (const ms of sent?.formTiming?.fieldDurationsMs ?? []) expect(ms).toBeGreaterThanOrEqual(0);
    expect(sent?.formTiming?.totalMs).toBeGreaterThanOrEqual(0);
  });

  it('solves the challenge fetched on focus and sends it as captcha: base64 of JSON {challenge, solution} that verifies', async () => {
    const api = fakeApi({
      searchCities: vi.fn(searchCities),
      addQuote: vi.fn(autoAnswer),
      captchaChallenge: vi.fn(cheapChallenge),
    });
    const sent = await fillAndSubmit(api);
    expect(api.captchaChallenge).toHaveBeenCalledTimes(1);
    const payload = JSON.parse(Buffer.from(sent?.captcha ?? '', 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    expect(payload.solution.derivedKey.startsWith('0')).toBe(true);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('without a challenge (the service is down) the quote is sent without captcha; the server decides', async () => {
    const api = fakeApi({
      searchCities: vi.fn(searchCities),
      addQuote: vi.fn(autoAnswer),
      captchaChallenge: vi.fn(async () => ({
        ok: false as const,
        error: { kind: 'Unavailable' as const, message: 'down' },
      })),
    });
    const sent = await fillAndSubmit(api);
    expect(sent).toBeDefined();
    expect(sent && 'captcha' in sent).toBe(false);
    expect(sent?.formTiming).toBeDefined();
  });
});
