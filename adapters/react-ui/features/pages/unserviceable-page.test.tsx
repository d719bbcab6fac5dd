// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_REFERRAL_QUERY } from '../../../../domain/quote/partner-brands';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { PARTNER_BRANDS } from './unserviceable-page';

afterEach(cleanup);

const signedOut = () =>
  fakeApi({
    me: vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
    })),
  });

const open = async (query: string) => {
  renderApp(`/moving-quotes/quote-unserviceable?${query}`, signedOut());
  await screen.findByRole('heading', { level: 1, name: "We can't quote this move online" });
};

describe('§2 the unserviceable page sends the customer onward to the brand of nextAct (§4 SendToPods, SendToBudget; issue 15)', () => {
  it('bg: the budget brand, named, with what it offers and a link to its site carrying our referral tag', async () => {
    await open('nextAct=bg&reason=IntraState');
    expect(screen.getByText(/A budget moving service is a good fit for this move/).textContent).toContain(
      'Budget Truck Rental offers rental trucks for moves you drive yourself',
    );
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'Continue to Budget Truck Rental' });
    expect(link.getAttribute('href')).toBe(PARTNER_BRANDS.bg.url);
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.budgettruck\.com\//);
    expect(link.getAttribute('href')).toContain(PARTNER_REFERRAL_QUERY);
    expect(screen.queryByRole('link', { name: /PODS/ })).toBeNull();
  });

  it('pd: the pods brand, for a move within Canada or a short local move', async () => {
    await open('nextAct=pd&reason=IntraCanada');
    expect(screen.getByText(/A portable storage container service is a good fit/).textContent).toContain(
      'PODS offers portable moving containers',
    );
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'Continue to PODS' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.pods\.com\/\?utm_source=relomove/);
    expect(screen.queryByRole('link', { name: /Budget/ })).toBeNull();
  });

  it('without a nextAct no brand is offered; a place not found offers the indirect mapping form', async () => {
    await open('nextAct=&reason=InvalidCityOrigin');
    expect(screen.queryByRole('link', { name: /Continue to/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tell us where it is' }).getAttribute('href')).toBe(
      '/moving-quotes/indirect-mapping?source=InvalidCityOrigin',
    );
  });

  it('the configured brands (data/partner-brands.json) are the pods and budget brands over https', () => {
    expect(PARTNER_BRANDS.pd.name).toBe('PODS');
    expect(PARTNER_BRANDS.bg.name).toBe('Budget Truck Rental');
    for (const brand of [PARTNER_BRANDS.pd, PARTNER_BRANDS.bg])
      expect(brand.url.startsWith('https://')).toBe(true);
  });
});
