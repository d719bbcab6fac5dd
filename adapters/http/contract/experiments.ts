import { z } from 'zod';
import { AB_TESTS, AB_VARIANTS, type AbTest, type AbVariant } from '../../../domain/experiments/ab-tests';
import './common';

/** §7 A/B test configuration: the arm the visitor is in, sticky through the visitor cookie. */
export const AbTestResponse = z.object({
  success: z.literal(true),
  test: z.enum(AB_TESTS as [AbTest, ...AbTest[]]),
  variant: z.enum(AB_VARIANTS as [AbVariant, ...AbVariant[]]),
});
export type AbTestResponse = z.infer<typeof AbTestResponse>;
