import { describe, expect, it } from 'vitest';
import { Route } from './routes';
import { pageTitle, SCREENS, screenAt } from './screens';

describe('the screens and their titles (issue 10 "Every page has its own <title>")', () => {
  it('gives every screen its own title', () => {
    const titles = SCREENS.map((screen) => screen.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(pageTitle(Route.quoteView)).toBe('Your moving quote | Relomove');
    expect(pageTitle('/')).toBe('Instant moving quotes | Relomove');
  });

  it('finds a screen whatever its query, fragment or trailing slash', () => {
    expect(screenAt('/moving-quotes/quoteview?qId=abc')?.path).toBe(Route.quoteView);
    expect(screenAt('/moving-quote/')?.path).toBe(Route.movingQuote);
    expect(screenAt('/moving-quotes/quote-unserviceable?nextAct=pd')?.title).toBe(
      'We cannot quote this move online',
    );
  });

  it('knows no screen at an unknown path, which is titled "Page not found"', () => {
    expect(screenAt('/no-such-page')).toBeNull();
    expect(screenAt('/moving-quotes')).toBeNull();
    expect(pageTitle('/no-such-page')).toBe('Page not found | Relomove');
  });

  it('issue 11: the reservation steps are a screen at /reservation/{QuoteId}/{step}; other shapes are not found', () => {
    expect(screenAt('/reservation/1000001/location')?.title).toBe('Reserve your move');
    expect(screenAt('/reservation/1000001/payment')?.title).toBe('Reserve your move');
    expect(screenAt('/reservation/1000001')?.title).toBe('Reserve your move');
    expect(screenAt('/reservation/abc/location')).toBeNull();
    expect(screenAt('/reservation/1000001/elsewhere')).toBeNull();
    expect(screenAt('/dashboard')?.title).toBe('My move');
  });

  it('issue 13: "Change my move" is a screen at /dashboard/change/{QuoteId}; other shapes are not found', () => {
    expect(screenAt('/dashboard/change/1000001')?.title).toBe('Change my move');
    expect(pageTitle('/dashboard/change/1000001')).toBe('Change my move | Relomove');
    expect(screenAt('/dashboard/change/abc')).toBeNull();
    expect(screenAt('/dashboard/change')).toBeNull();
  });
});
