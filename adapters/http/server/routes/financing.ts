import { createRoute } from '@hono/zod-openapi';
import type { ViewFinancingTerms } from '../../../../application/reference/view-financing-terms';
import { FINANCING_TERMS_PATH, FinancingTermsResponse, toWireFinancingTerms } from '../../contract/financing';
import { type App, cacheable } from '../app';
import { json } from './openapi';
import { REFERENCE_CACHE } from './reference';

const financingTerms = createRoute({
  method: 'get',
  path: FINANCING_TERMS_PATH,
  tags: ['Reference'],
  summary:
    "Issue 12, §1 financing promo: the EXAMPLE APR and term table the 'as low as $X/month' line is computed from (public, cacheable)",
  responses: {
    200: json(
      FinancingTermsResponse,
      'The table: Note (says it is an EXAMPLE), MinimumAmount and MaximumAmount in dollars, Terms (Months, AprBasisPoints)',
    ),
  },
});

/** GET /api/financing/terms (our design): public reference data, the same for everyone, kept a day by caches. */
export function registerFinancingRoutes(
  app: App,
  useCases: { viewFinancingTerms: ViewFinancingTerms },
): void {
  app.openapi(financingTerms, async (c) => {
    const table = (await useCases.viewFinancingTerms.execute())._unsafeUnwrap();
    cacheable(c, REFERENCE_CACHE);
    return c.json(toWireFinancingTerms(table), 200);
  });
}
