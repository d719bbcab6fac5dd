// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../../domain/quote/types';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { kansasCityToDenverQuote } from '../../test-support/kansas-city-quote';
import { renderApp } from '../../test-support/render-app';

const money = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
const total = () => money(screen.getByTestId('quote-total').textContent);

describe('quote view strip and guaranteed delivery against the real application behind msw (issue 4; §4, §7, §9)', () => {
  let real: RealApiMsw;
  const api = new FetchRelomoveApi('');

  beforeAll(async () => {
    real = await startRealApiMsw();
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const newQuote = (email: string): Promise<Quote> =>
    kansasCityToDenverQuote(api, real.api.clock.today(), email);

  it('a date picked from the strip shows its total at once, and saving it gives exactly that total (GET quotes/{id}/prices-by-date, POST quotes/edit)', async () => {
    const quote = await newQuote('strip-ui@example.com');
    renderApp(`/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`, api);
    const list = await screen.findByRole('list', { name: 'Prices on nearby dates' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    const other = buttons.find(
      (b) => b.getAttribute('aria-current') === null && !(b as HTMLButtonElement).disabled,
    );
    if (!other) throw new Error('no other date to pick');
    const shown = money(other.querySelector('.price-strip-price')?.textContent);
    fireEvent.click(other);
    await waitFor(() => expect(total()).toBe(shown));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your edits have been saved.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true),
    );
    expect(total()).toBe(shown);
  });

  it("a guaranteed choice priced by moves/{id}/expedite-options adds its §9 label '+$fee - Guaranteed N Business Days' and stays chosen after saving (§4, §9)", async () => {
    const quote = await newQuote('expedite-ui@example.com');
    renderApp(`/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`, api);
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.click(screen.getByRole('radio', { name: /Trailer/ }));
    const choices = await screen.findAllByTestId('guaranteed-option');
    const first = choices[0];
    const label = first?.querySelector('.option-title')?.textContent ?? '';
    expect(label).toMatch(/^\+\$[\d,]+ - Guaranteed \d+ Business Days$/);
    const fee = money(label.split(' - ')[0]);
    const before = total();
    fireEvent.click(within(first as HTMLElement).getByRole('radio'));
    await waitFor(() => expect(total()).toBe(before + fee));
    const breakdown = screen.getByRole('region', { name: 'Price breakdown' });
    expect(within(breakdown).getByText(label)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your edits have been saved.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true),
    );
    expect(total()).toBe(before + fee);
    expect(screen.getByRole('radio', { name: new RegExp(label.replace(/[$+]/g, '\\$&')) })).toHaveProperty(
      'checked',
      true,
    );
  });
});
