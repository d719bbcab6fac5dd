import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_PATH,
  captchaRoute,
  isAppRoute,
  isOnRoute,
  NextAct,
  Route,
  STATIC_ROUTES,
  searchRoute,
  unserviceableRoute,
} from './routes';

describe('§2 routes', () => {
  it('writes the §2 route table exactly (§2)', () => {
    expect(Route.movingQuote).toBe('/moving-quote');
    expect(Route.manualQuote).toBe('/manual-quote');
    expect(Route.quoteView).toBe('/moving-quotes/quoteview');
    expect(Route.dashboard).toBe('/dashboard');
    expect(Route.moveSchedule).toBe('/dashboard/move-schedule/');
    expect(Route.quoteErrorResponse).toBe('/moving-quotes/quote-error-response');
    expect(Route.error).toBe('/moving-quotes/error');
    expect(Route.capacityConstraints).toBe('/moving-quotes/capacity-constraints');
    expect(Route.login).toBe('/user/login');
    expect(Route.logout).toBe('/user/logout');
    expect(Route.faq).toBe('/customer-service/faq');
    expect(Route.staffLookup).toBe('/jojo/lookup');
    expect(Route.profile).toBe('/user/profile');
    expect(STATIC_ROUTES).toHaveLength(15);
  });

  it('unserviceable route carries nextAct pd for pods and bg for budget (§2)', () => {
    expect(unserviceableRoute(NextAct.pods)).toBe('/moving-quotes/quote-unserviceable?nextAct=pd');
    expect(unserviceableRoute(NextAct.budget)).toBe('/moving-quotes/quote-unserviceable?nextAct=bg');
  });

  it('captcha route names the current path as its URL-encoded destination (§2)', () => {
    expect(captchaRoute('/moving-quote')).toBe('/captcha-verify?destination=%2Fmoving-quote');
    expect(captchaRoute('/moving-quotes/quoteview?x=1&y=2')).toBe(
      '/captcha-verify?destination=%2Fmoving-quotes%2Fquoteview%3Fx%3D1%26y%3D2',
    );
    expect(CAPTCHA_PATH).toBe('/captcha-verify');
  });

  it('search route carries the URL-encoded term as search_api_fulltext (§2)', () => {
    expect(searchRoute('storage fees & days')).toBe(
      '/search?search_api_fulltext=storage%20fees%20%26%20days',
    );
  });

  it('recognises every §2 route and nothing else (§2)', () => {
    for (const route of STATIC_ROUTES) expect(isAppRoute(route)).toBe(true);
    expect(isAppRoute(captchaRoute('/dashboard'))).toBe(true);
    expect(isAppRoute(searchRoute('faq'))).toBe(true);
    expect(isAppRoute('/nowhere')).toBe(false);
    expect(isAppRoute('')).toBe(false);
  });

  it('a path is on a route when equal to it or below it, ignoring query and trailing slash (§4)', () => {
    expect(isOnRoute('/dashboard', Route.dashboard)).toBe(true);
    expect(isOnRoute('/dashboard/', Route.dashboard)).toBe(true);
    expect(isOnRoute('/dashboard/move-schedule/', Route.dashboard)).toBe(true);
    expect(isOnRoute('/dashboard?tab=1#top', Route.dashboard)).toBe(true);
    expect(isOnRoute('/dashboards', Route.dashboard)).toBe(false);
    expect(isOnRoute('/manual-quote', Route.dashboard)).toBe(false);
  });
});
