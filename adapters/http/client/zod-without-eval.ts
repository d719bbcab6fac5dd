import { z } from 'zod';

/**
 * The browser runs under a Content-Security-Policy without 'unsafe-eval' (issue 9 finding 5). zod compiles
 * its object parsers with `new Function` when it may, and probes for that once, which the policy reports
 * as a violation even though zod catches the refusal. jitless turns both off. It must run before any
 * schema is made (zod decides per object schema when it is built), so answer-schemas.ts imports it first.
 */
z.config({ jitless: true });
