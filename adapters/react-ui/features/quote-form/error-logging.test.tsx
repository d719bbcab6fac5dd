// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, CityResult } from '../../../http/client/relomove-api';
import { fakeApi, renderApp } from '../../test-support/render-app';

const city = (
  CityName: string,
  StateCode: string,
  ZipCode: string,
  ZipLow: string,
  ZipHigh: string,
): CityResult => ({
  CityName,
  StateCode,
  StateName: '',
  ZipCode,
  ZipLow,
  ZipHigh,
  CountyName: '',
  Country: 'US',
});

async function searchCities(term: string): Promise<ApiResult<CityResult[]>> {
  if (term === 'Denver') return { ok: true, value: [city('Denver', 'CO', '80202', '80201', '80299')] };
  if (term === 'Kansas City MO')
    return { ok: true, value: [city('Kansas City', 'MO', '64105', '64101', '64199')] };
  return { ok: false, error: { kind: 'Unavailable', message: 'The server could not be reached' } };
}

const movingFrom = () => screen.getByRole('combobox', { name: 'Moving From' });
const movingTo = () => screen.getByRole('combobox', { name: 'Moving To' });

async function pick(input: HTMLElement, text: string, option: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('errors logged to analytics (§8)', () => {
  it('a failed city search is logged as a null result', async () => {
    const { analytics } = renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    fireEvent.focus(movingFrom());
    fireEvent.change(movingFrom(), { target: { value: 'Springfield' } });
    await waitFor(() =>
      expect(analytics.events).toContainEqual({
        id: 9050,
        name: 'city_search_null_result',
        quoteReference: '',
        search: 'Springfield',
        results: 'null',
        reason: 'Unavailable',
      }),
    );
  });

  it('an invalid-city answer is logged with the reason and the place the server could not find (§5, §8)', async () => {
    const { analytics } = renderApp(
      '/',
      fakeApi({
        searchCities: vi.fn(searchCities),
        captchaChallenge: vi.fn(async () => ({
          ok: false as const,
          error: { kind: 'Unavailable' as const, message: 'off' },
        })),
        addQuote: vi.fn(async () => ({
          ok: true as const,
          value: {
            outcome: {
              success: true,
              result: 'Invalid',
              reasonInvalid: 'InvalidCityDestination',
              action: 'None',
              retrievedTimestamp: '2026-05-01T10:00:00Z',
              message: '',
            },
            quote: null,
          },
        })),
      }),
    );
    await pick(movingFrom(), 'kcmo', 'Kansas City, MO');
    await pick(movingTo(), 'Denver', 'Denver, CO');
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(await screen.findByText('Enter a valid City, State or ZIP')).toBeTruthy();
    expect(analytics.events).toContainEqual({
      id: 9051,
      name: 'invalid_city',
      quoteReference: '',
      reasonInvalid: 'InvalidCityDestination',
      fromInput: null,
      toInput: 'Denver, CO',
    });
  });
});
