import { readFileSync } from 'node:fs';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { SpongyMothQuarantine } from '../../application/ports/spongy-moth-quarantine';
import { type QuarantineArea, quarantineArea } from '../../domain/shipment/readiness-quarantine';
import { US_STATE_FIPS } from './places';
import { type ReferenceDataError, referenceDataUnavailable } from './reference-data-error';

export const SPONGY_MOTH_QUARANTINE_FILE = new URL('../../data/spongy-moth-quarantine.json', import.meta.url)
  .pathname;

const County = z.object({ fips: z.string().regex(/^\d{5}$/), name: z.string().min(1) }).strict();

const QuarantineFile = z
  .object({
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    source: z.string().min(1),
    sourceUrl: z.url(),
    description: z.string(),
    states: z.array(
      z
        .object({
          code: z.string().regex(/^[A-Z]{2}$/),
          name: z.string().min(1),
          whole: z.boolean(),
          counties: z.array(County).min(1).optional(),
        })
        .strict()
        .refine((s) => s.whole === (s.counties === undefined), {
          message: 'a whole state lists no counties; a partly quarantined one lists them',
        })
        .refine((s) => (s.counties ?? []).every((c) => c.fips.startsWith(US_STATE_FIPS[s.code] ?? '-')), {
          message: "each county's FIPS code starts with its state's",
        }),
    ),
  })
  .strict();

/**
 * Issue 15: the USDA APHIS spongy moth quarantine list (data/spongy-moth-quarantine.json: whole states, and
 * the regulated counties of the others by FIPS code), checked once at start; a malformed file is a
 * deployment fault reported then, never a wrong answer later.
 */
export class JsonSpongyMothQuarantine implements SpongyMothQuarantine {
  private readonly quarantine: QuarantineArea;

  private constructor(quarantine: QuarantineArea) {
    this.quarantine = quarantine;
  }

  static load(file = SPONGY_MOTH_QUARANTINE_FILE): Result<JsonSpongyMothQuarantine, ReferenceDataError> {
    try {
      const parsed = QuarantineFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) return err(referenceDataUnavailable(file, parsed.error));
      return ok(new JsonSpongyMothQuarantine(quarantineArea(parsed.data)));
    } catch (e) {
      return err(referenceDataUnavailable(file, e));
    }
  }

  area(): QuarantineArea {
    return this.quarantine;
  }
}
