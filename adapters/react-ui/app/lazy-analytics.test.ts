import { describe, expect, it } from 'vitest';
import { InMemoryAnalytics } from './analytics';
import { LazyAnalytics } from './lazy-analytics';

describe('LazyAnalytics (issue 4: the sender stays off the landing budget)', () => {
  it('hands events tracked before the adapter loaded over in order, then tracks directly', async () => {
    const real = new InMemoryAnalytics();
    const lazy = new LazyAnalytics(async () => real);
    lazy.track({ name: 'quote_submit', quoteReference: '' });
    lazy.track({ name: 'quote_success', quoteReference: '1' });
    await lazy.preload();
    lazy.track({ name: 'captcha_redirect', quoteReference: '' });
    expect(real.events.map((e) => e.name)).toEqual(['quote_submit', 'quote_success', 'captcha_redirect']);
  });

  it('never throws when the adapter cannot load, and tries again on the next event', async () => {
    let attempts = 0;
    const real = new InMemoryAnalytics();
    const lazy = new LazyAnalytics(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk lost');
      return real;
    });
    lazy.track({ name: 'quote_submit', quoteReference: '' });
    await lazy.preload();
    lazy.track({ name: 'quote_success', quoteReference: '1' });
    await lazy.preload();
    expect(attempts).toBe(2);
    expect(real.events.map((e) => e.name)).toEqual(['quote_success']);
  });
});
