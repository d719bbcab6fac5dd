import { createRoute } from '@hono/zod-openapi';
import type { AssignTestVariant } from '../../../../application/experiments/assign-test-variant';
import { AB_TESTS } from '../../../../domain/experiments/ab-tests';
import { AbTestResponse } from '../../contract/experiments';
import type { App } from '../app';
import { VISITOR_COOKIE, visitorIdOf } from '../visitor';
import { json } from './openapi';

/** §7 A/B test configuration paths: GET /api/drupal_ab_test/{test} for each of the three tests. */
export function registerExperimentRoutes(app: App, useCases: { assignTestVariant: AssignTestVariant }): void {
  for (const test of AB_TESTS) {
    const route = createRoute({
      method: 'get',
      path: `/api/drupal_ab_test/${test}`,
      tags: ['A/B tests'],
      summary: `The visitor's arm of ${test}: A, B or NotInTest (45% / 45% / 10%), sticky through the ${VISITOR_COOKIE} cookie`,
      responses: { 200: json(AbTestResponse, `The variant; sets ${VISITOR_COOKIE} when missing`) },
    });
    app.openapi(route, async (c) => {
      const assigned = await useCases.assignTestVariant.execute({ test, visitorId: visitorIdOf(c) });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true as const, ...assigned._unsafeUnwrap() }, 200);
    });
  }
}
