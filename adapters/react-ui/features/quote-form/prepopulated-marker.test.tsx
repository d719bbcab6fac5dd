// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CityResult } from '../../../http/client/relomove-api';
import { storeQuoteForm } from '../../app/form-storage';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { PREPOPULATED_HINT } from './prepopulated-marker';

const place = (CityName: string, StateCode: string, ZipCode: string): CityResult => ({
  CityName,
  StateCode,
  StateName: '',
  ZipCode,
  ZipLow: ZipCode,
  ZipHigh: ZipCode,
  CountyName: '',
  Country: 'US',
});

/** The fields the form marks (§3 ShortFormField names in its data-prepopulated list). */
const marked = () =>
  (screen.getByRole('form', { name: 'Get a moving quote' }).getAttribute('data-prepopulated') ?? '')
    .split(' ')
    .filter((name) => name !== '')
    .sort();
/** What assistive technology reads as the form's description. */
const formHint = () => {
  const id = screen.getByRole('form', { name: 'Get a moving quote' }).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('prepopulated fields (§2 "Prepopulated fields carry a marker style until submitted")', () => {
  it('fields filled from saved state carry the marker, with an accessible hint; fields never filled do not', async () => {
    storeQuoteForm({
      from: { text: 'Kansas City, MO', chosen: place('Kansas City', 'MO', '64105') },
      to: { text: '', chosen: null },
      timing: 'within-1-month',
      sizeLabel: '2 bedroom',
      email: '',
    });
    renderApp('/', fakeApi());
    await waitFor(() => expect(marked()).toEqual(['MovingFrom', 'MovingOutOf', 'SpotDate']));
    expect(formHint()).toBe(PREPOPULATED_HINT);
    // The marker style hangs on the list (prepopulated.css): Moving To, never filled, is not in it.
    expect(marked()).not.toContain('MovingTo');
  });

  it('keeps the marker while the visitor edits, and drops it once the form is submitted', async () => {
    storeQuoteForm({
      from: { text: 'Kansas City, MO', chosen: place('Kansas City', 'MO', '64105') },
      to: { text: 'Denver, CO', chosen: place('Denver', 'CO', '80202') },
      timing: 'within-1-month',
      sizeLabel: '2 bedroom',
      email: '',
    });
    const api = fakeApi({
      captchaChallenge: vi.fn(async () => ({
        ok: false as const,
        error: { kind: 'Unavailable' as const, message: 'off' },
      })),
      // The answer never comes: the form stays on the page, submitted.
      addQuote: vi.fn(() => new Promise<never>(() => {})),
    });
    renderApp('/', api);
    await waitFor(() => expect(marked()).toEqual(['MovingFrom', 'MovingOutOf', 'MovingTo', 'SpotDate']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Size?' }), { target: { value: '3 bedroom' } });
    expect(marked()).toContain('MovingOutOf');
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(marked()).toEqual([]));
    expect(formHint()).toBe('');
    // The request went out (and the modules that send it were loaded) before the test ends.
    await waitFor(() => expect(api.addQuote).toHaveBeenCalled());
  });
});
