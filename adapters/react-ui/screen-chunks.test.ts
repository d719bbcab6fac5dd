import { describe, expect, it } from 'vitest';
import { LANDING_LATER_CHUNK, type ModuleGraph, screenChunks, sharedChunkOf } from './screen-chunks';

const F = '/app/adapters/react-ui/features';
const MAIN = '/app/adapters/react-ui/main.tsx';
const ROUTES = '/app/adapters/react-ui/app/routes.tsx';
const BANNER = `${F}/quote-banner/quote-banner.tsx`;
const QUOTE_VIEW = `${F}/quote-view/quote-view-page.tsx`;
const LOCATOR = `${F}/service-center-locator/locator-page.tsx`;
const DASHBOARD = `${F}/dashboard/dashboard-screens.ts`;
const PAYMENT = `${F}/payment/payment-input-page.tsx`;
const STAFF = `${F}/staff-lookup/staff-lookup-page.tsx`;
const POPUP = `${F}/dashboard/welcome-popup.tsx`;
const API = '/app/adapters/http/client/fetch-relomove-api.ts';
const SCHEMAS = '/app/adapters/http/client/answer-schemas.ts';

/** A module graph from each module's static and lazy imports. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleGraph {
  const importers = new Map<string, string[]>();
  for (const [id, { imports = [] }] of Object.entries(modules))
    for (const to of imports) importers.set(to, [...(importers.get(to) ?? []), id]);
  return {
    getModuleInfo(id) {
      const module = modules[id];
      if (!module) return null;
      return {
        isEntry: id === MAIN,
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.lazy ?? [],
        importers: importers.get(id) ?? [],
      };
    },
  };
}

const d = (name: string) => `/app/domain/${name}.ts`;

const graph = graphOf({
  // The landing page: the router, a rule it shows at once, and its quote banner and API client later.
  [MAIN]: { imports: [ROUTES, d('landing-rules')], lazy: [BANNER, API] },
  [ROUTES]: { lazy: [QUOTE_VIEW, LOCATOR, DASHBOARD, PAYMENT, STAFF] },
  [BANNER]: { imports: [d('quote-state')] },
  [API]: { imports: [d('quote-state')], lazy: [SCHEMAS] },
  [SCHEMAS]: { imports: [d('enums')] },
  [QUOTE_VIEW]: { imports: [d('landing-rules'), d('quote-state'), d('prices'), d('enums')] },
  [LOCATOR]: { imports: [d('phone'), d('prices')] },
  [DASHBOARD]: { imports: [d('prices'), d('phone'), d('milestones'), d('enums')], lazy: [POPUP] },
  [PAYMENT]: { imports: [d('milestones'), d('card')] },
  [STAFF]: { imports: [d('card'), d('staff-only'), d('desk')] },
  [POPUP]: { imports: [d('popup-text'), d('milestones')] },
  [d('staff-only')]: { imports: [d('desk')] },
  [d('desk')]: { imports: [d('staff-only')] },
  ...Object.fromEntries(
    ['landing-rules', 'quote-state', 'enums', 'prices', 'phone', 'milestones', 'card', 'popup-text'].map(
      (n) => [d(n), {}],
    ),
  ),
});

describe('chunks for the screens (issue 28: a screen in a few files, six fetched at a time over HTTP/1.1)', () => {
  const chunkOf = (id: string) => screenChunks({ entry: MAIN, routes: ROUTES })(id, graph);

  it('puts a module several screens load into the chunk of the first screen listed that loads it', () => {
    // The answer schemas come first: every data screen loads them.
    expect(chunkOf(d('enums'))).toBe('data-shared');
    // The quote view comes before the locator and the booked move's pages: what they share goes with it.
    expect(chunkOf(d('prices'))).toBe('quote-shared');
    expect(chunkOf(d('phone'))).toBe('locator-shared');
    // The dashboard and the payment page are one family: what they share goes to one chunk.
    expect(chunkOf(d('milestones'))).toBe('move-shared');
    // A module a move page and a staff page share goes with the move page.
    expect(chunkOf(d('card'))).toBe('move-shared');
  });

  it('leaves what the landing page loads at once alone, and puts what it loads later in one chunk of its own', () => {
    expect(chunkOf(d('landing-rules'))).toBeNull();
    expect(chunkOf(MAIN)).toBeNull();
    expect(chunkOf(ROUTES)).toBeNull();
    expect(chunkOf(d('quote-state'))).toBe(LANDING_LATER_CHUNK);
  });

  it('leaves each screen module, the data layer and a part loaded later in chunks of their own', () => {
    for (const screen of [QUOTE_VIEW, LOCATOR, DASHBOARD, PAYMENT, STAFF, API, SCHEMAS, POPUP, BANNER])
      expect(chunkOf(screen)).toBeNull();
    // What only the dashboard's popup needs stays with it, to load when it opens.
    expect(chunkOf(d('popup-text'))).toBeNull();
  });

  it('leaves a module only unlisted screens load to the bundler, import cycles included', () => {
    expect(chunkOf(d('staff-only'))).toBeNull();
    expect(chunkOf(d('desk'))).toBeNull();
    expect(sharedChunkOf([STAFF])).toBeNull();
    expect(sharedChunkOf([])).toBeNull();
  });
});
