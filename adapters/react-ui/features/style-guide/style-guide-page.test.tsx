// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { contrastRatio } from './design-tokens';

afterEach(cleanup);

describe('style guide (§1 "a style guide", /style-guide)', () => {
  it('shows the design tokens and the real components in their states without calling the API', async () => {
    const api = fakeApi({
      me: vi.fn(async () => ({
        ok: false as const,
        error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
      })),
    });
    renderApp('/style-guide', api);
    await screen.findByRole('heading', { level: 1, name: 'Style guide' });

    for (const name of ['Colours', 'Type scale', 'Spacing and corners', 'Buttons', 'Notices']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText('--color-primary')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Primary' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Disabled' }).disabled).toBe(true);

    // The real location combobox: valid, and a §5 message when the text was not chosen from the list.
    expect(
      screen.getByRole('combobox', { name: 'Valid' }).closest('.field')?.getAttribute('data-state'),
    ).toBe('valid');
    const notChosen = screen.getByRole('combobox', { name: 'Not chosen from the list' });
    expect(notChosen.closest('.field')?.textContent).toContain('Please select a location');

    // The quote view's option cards and price breakdown, on sample data.
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(1);
    expect(screen.getByTestId('quote-total').textContent).toMatch(/^\$[\d,]+\.\d\d$/);
    // The loading overlay.
    expect(screen.getByText("We're retrieving your quote")).toBeTruthy();
    expect(api.viewQuote).not.toHaveBeenCalled();
    expect(api.searchCities).not.toHaveBeenCalled();
  });

  it('searches places in the demo combobox through its own fake API (§5 shortcut kcmo)', async () => {
    const api = fakeApi({
      me: vi.fn(async () => ({ ok: false as const, error: { kind: 'Cancelled' as const } })),
    });
    renderApp('/style-guide', api);
    const box = await screen.findByRole('combobox', { name: 'Search (try it)' });
    fireEvent.change(box, { target: { value: 'kcmo' } });
    const list = await screen.findByRole('listbox', { name: 'Search (try it) suggestions' });
    expect(await within(list).findByRole('option', { name: 'Kansas City, MO' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('option', { name: 'Kansas City, MO' }));
    expect((box as HTMLInputElement).value).toBe('Kansas City, MO');
    expect(api.searchCities).not.toHaveBeenCalled();
  });

  it('computes WCAG contrast ratios for its colour notes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#0b4f8a', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});
