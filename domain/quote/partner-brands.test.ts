import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_BRANDS, PARTNER_REFERRAL_QUERY, partnerBrandsFrom } from './partner-brands';

describe('§2 nextAct partner brands: pd the pods brand, bg the budget brand (issue 15)', () => {
  it('the default brands are the pods and budget brands, linked over https with our referral tag', () => {
    const brands = DEFAULT_PARTNER_BRANDS;
    expect(brands.pd.name).toBe('PODS');
    expect(brands.bg.name).toBe('Budget Truck Rental');
    for (const brand of [brands.pd, brands.bg]) {
      expect(brand.url.startsWith('https://')).toBe(true);
      expect(brand.url).toContain(PARTNER_REFERRAL_QUERY);
    }
  });

  it('a missing or unusable entry falls back to the default, field by field, and never throws', () => {
    expect(partnerBrandsFrom(null)).toEqual(DEFAULT_PARTNER_BRANDS);
    const brands = partnerBrandsFrom({
      pd: { name: 'Crate Co', url: 'javascript:alert(1)', offer: '' },
      bg: { url: 'http://insecure.example.com/' },
    });
    expect(brands.pd).toEqual({ ...DEFAULT_PARTNER_BRANDS.pd, name: 'Crate Co' });
    expect(brands.bg).toEqual(DEFAULT_PARTNER_BRANDS.bg);
    expect(partnerBrandsFrom({ bg: { url: 'https://partner.example.com/move' } }).bg.url).toBe(
      'https://partner.example.com/move',
    );
  });
});
