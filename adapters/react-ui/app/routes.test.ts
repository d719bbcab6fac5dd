import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATTERNED_SCREENS, SCREENS } from '../../../domain/quote/screens';
import { appRoutes } from './routes';

function pathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('the router and the server know the same screens (issue 10: not-found pages answer 404)', () => {
  it('routes exactly the paths of the screen list, plus the not-found page for the rest', () => {
    expect(new Set(pathsOf(appRoutes))).toEqual(
      new Set([...SCREENS, ...PATTERNED_SCREENS.map((p) => p.screen)].map((screen) => screen.path)),
    );
  });
});
