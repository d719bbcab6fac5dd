import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { RateCardChecker, RateCardIssue } from '../../application/ports/rate-card-checker';
import type { RateCardSource, RateCardUnavailable } from '../../application/ports/rate-card-source';
import type { RateCardVersions } from '../../application/ports/rate-card-versions';
import { ISO_DATE_MESSAGE, type IsoDate, parseIsoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import {
  APPOINTMENT_RATES_DEFAULT,
  CANCELLATION_FEES_DEFAULT,
  LOADING_DAYS_DEFAULT,
  MOVE_EDITS_DEFAULT,
  PICKUP_REQUESTS_DEFAULT,
  type RateCard,
} from '../../domain/rating/rate-card';
import { cardInForce } from '../../domain/rating/rate-card-versions';
import { formatFieldErrors } from '../../domain/validation/field-messages';
import { formatJsonPath } from '../../domain/validation/json-path';

/**
 * Rate cards are versioned JSON files in data/rate-cards/ (docs/pricing.md). This adapter reads one,
 * checks its shape and its internal consistency, and reports every problem as a 'location - message'
 * line (§5 format), where the location is the JSON path inside the file. `relomove rates check` runs the
 * same check (rateCardChecker) and adds the line and column of each location.
 */
const centsField = z.number().int().nonnegative();
const factorBp = z.number().int().min(1).max(50_000);
const band = z.object({
  fromMiles: z.number().int().nonnegative(),
  baseCents: centsField,
  perMileMilliCents: z.number().int().nonnegative(),
});
const storageRate = z.object({ charge: centsField, increasedCharge: centsField });

const rateCardSchema = z
  .object({
    version: z.string().min(1),
    effectiveFrom: z.string().refine((s) => parseIsoDate(s).isOk(), ISO_DATE_MESSAGE),
    carrier: z.string().min(1),
    circuityFactor: z.number().min(1).max(2),
    minMiles: z.number().int().nonnegative(),
    maxMiles: z.number().int().positive(),
    serviceRadiusMiles: z.number().int().positive(),
    handRatedStates: z.array(
      z.string().regex(/^[A-Z]{2}$/, 'Value must be a 2-letter state or province code'),
    ),
    trailer: z.object({
      minimumFeet: z.number().int().positive(),
      maximumFeet: z.number().int().positive(),
      perFootBands: z.array(band).min(1),
    }),
    relocube: z.object({ maximumCubes: z.number().int().positive(), perCubeBands: z.array(band).min(1) }),
    laneFactorsBp: z.record(z.string(), z.record(z.string(), factorBp)),
    seasonalFactorsBp: z.array(factorBp).length(12),
    terminalDiscountBp: z.object({
      origin: z.number().int().min(0).max(9_999),
      destination: z.number().int().min(0).max(9_999),
    }),
    transitBands: z
      .array(z.object({ upToMiles: z.number().int().positive(), businessDays: z.number().int().positive() }))
      .min(1),
    expediteTiers: z.array(z.object({ daysFaster: z.number().int().positive(), fee: centsField })),
    storage: z.object({
      durationDays: z.number().int().positive(),
      Trailer: storageRate,
      ReloCube: storageRate,
    }),
    loading: z
      .object({
        Trailer: z.number().int().min(1).max(30),
        ReloCube: z.number().int().min(1).max(30),
      })
      .strict()
      .default({ ...LOADING_DAYS_DEFAULT }),
    appointments: z
      .object({ OneHourRate: centsField, TwoHourRate: centsField })
      .strict()
      .default({ ...APPOINTMENT_RATES_DEFAULT }),
    cancellation: z
      .object({
        freeDaysBefore: z.number().int().min(0).max(365),
        withinDaysFee: centsField,
        sameDayFee: centsField,
      })
      .strict()
      .default({ ...CANCELLATION_FEES_DEFAULT }),
    moveEdits: z
      .object({
        businessDaysBefore: z.number().int().min(0).max(30),
        localHour: z.number().int().min(0).max(23),
      })
      .strict()
      .default({ ...MOVE_EDITS_DEFAULT }),
    pickupRequests: z
      .object({
        businessDaysBefore: z.number().int().min(0).max(30),
        localHour: z.number().int().min(0).max(23),
        maxExtraDays: z.number().int().min(0).max(30),
        extraDayFee: z.object({ ReloCube: centsField, Trailer: centsField }).strict(),
      })
      .strict()
      .default({
        ...PICKUP_REQUESTS_DEFAULT,
        extraDayFee: { ...PICKUP_REQUESTS_DEFAULT.extraDayFee },
      }),
  })
  .strict();

type RateCardFile = z.infer<typeof rateCardSchema>;

function ascending<T>(items: readonly T[], key: (t: T) => number): number | null {
  for (let i = 1; i < items.length; i++) {
    const prev = items[i - 1];
    const cur = items[i];
    if (prev !== undefined && cur !== undefined && key(cur) <= key(prev)) return i;
  }
  return null;
}

function consistencyErrors(file: RateCardFile): RateCardIssue[] {
  const errors: RateCardIssue[] = [];
  for (const [path, bands] of [
    [['trailer', 'perFootBands'], file.trailer.perFootBands],
    [['relocube', 'perCubeBands'], file.relocube.perCubeBands],
  ] as const) {
    if (bands[0]?.fromMiles !== 0)
      errors.push({ path: [...path, 0, 'fromMiles'], message: 'The first band must start at 0 miles' });
    const i = ascending(bands, (b) => b.fromMiles);
    if (i !== null)
      errors.push({ path: [...path, i, 'fromMiles'], message: 'Bands must be in ascending order of miles' });
  }
  const t = ascending(file.transitBands, (b) => b.upToMiles);
  if (t !== null)
    errors.push({
      path: ['transitBands', t, 'upToMiles'],
      message: 'Bands must be in ascending order of miles',
    });
  const last = file.transitBands[file.transitBands.length - 1];
  if (last && last.upToMiles < file.maxMiles) {
    errors.push({
      path: ['transitBands', file.transitBands.length - 1, 'upToMiles'],
      message: `The last transit band must reach maxMiles (${file.maxMiles})`,
    });
  }
  const e = ascending(file.expediteTiers, (x) => x.daysFaster);
  if (e !== null)
    errors.push({
      path: ['expediteTiers', e, 'daysFaster'],
      message: 'Tiers must be in ascending order of days',
    });
  if (file.minMiles >= file.maxMiles)
    errors.push({ path: ['minMiles'], message: 'minMiles must be below maxMiles' });
  if (file.trailer.minimumFeet > file.trailer.maximumFeet) {
    errors.push({ path: ['trailer', 'minimumFeet'], message: 'minimumFeet must not exceed maximumFeet' });
  }
  if (file.cancellation.withinDaysFee > file.cancellation.sameDayFee) {
    errors.push({
      path: ['cancellation', 'withinDaysFee'],
      message: 'withinDaysFee must not exceed sameDayFee (a fee never falls as the drop-off date nears)',
    });
  }
  return errors;
}

function toRateCard(file: RateCardFile): RateCard {
  const bands = (list: RateCardFile['trailer']['perFootBands']) =>
    list.map((b) => ({ ...b, baseCents: cents(b.baseCents) }));
  const storage = (s: RateCardFile['storage']['Trailer']) => ({
    charge: cents(s.charge),
    increasedCharge: cents(s.increasedCharge),
  });
  return {
    ...file,
    effectiveFrom: file.effectiveFrom as IsoDate,
    trailer: { ...file.trailer, perFootBands: bands(file.trailer.perFootBands) },
    relocube: { ...file.relocube, perCubeBands: bands(file.relocube.perCubeBands) },
    expediteTiers: file.expediteTiers.map((x) => ({ daysFaster: x.daysFaster, fee: cents(x.fee) })),
    storage: {
      durationDays: file.storage.durationDays,
      Trailer: storage(file.storage.Trailer),
      ReloCube: storage(file.storage.ReloCube),
    },
    loading: { ...file.loading },
    appointments: {
      OneHourRate: cents(file.appointments.OneHourRate),
      TwoHourRate: cents(file.appointments.TwoHourRate),
    },
    cancellation: {
      freeDaysBefore: file.cancellation.freeDaysBefore,
      withinDaysFee: cents(file.cancellation.withinDaysFee),
      sameDayFee: cents(file.cancellation.sameDayFee),
    },
    moveEdits: { ...file.moveEdits },
    pickupRequests: {
      businessDaysBefore: file.pickupRequests.businessDaysBefore,
      localHour: file.pickupRequests.localHour,
      maxExtraDays: file.pickupRequests.maxExtraDays,
      extraDayFee: {
        ReloCube: cents(file.pickupRequests.extraDayFee.ReloCube),
        Trailer: cents(file.pickupRequests.extraDayFee.Trailer),
      },
    },
  };
}

export type RateCardError = { kind: 'InvalidRateCard'; source: string; lines: string[] };

/**
 * Checks parsed JSON as a rate card: its shape, then its internal consistency. Every problem is reported
 * with its JSON location; an unknown field is reported at its own name.
 */
export function checkRateCard(json: unknown): Result<RateCard, RateCardIssue[]> {
  const parsed = rateCardSchema.safeParse(json);
  if (!parsed.success) {
    return err(
      parsed.error.issues.flatMap((issue): RateCardIssue[] => {
        const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        if (issue.code === 'unrecognized_keys')
          return issue.keys.map((key) => ({ path: [...path, key], message: 'Unknown field' }));
        return [{ path, message: issue.message }];
      }),
    );
  }
  const problems = consistencyErrors(parsed.data);
  if (problems.length > 0) return err(problems);
  return ok(toRateCard(parsed.data));
}

/** The server's rate-file check as a port, for the staff CLI (`relomove rates check|diff`). */
export const rateCardChecker: RateCardChecker = { check: checkRateCard };

/** Issues as §5 'json.path - message' lines. */
export function rateCardIssueLines(issues: readonly RateCardIssue[]): string[] {
  return formatFieldErrors(issues.map((i) => ({ field: formatJsonPath(i.path), message: i.message })));
}

/** Checks parsed JSON as a rate card; every problem becomes a 'json.path - message' line. */
export function parseRateCard(json: unknown, source: string): Result<RateCard, RateCardError> {
  return checkRateCard(json).mapErr((issues) => ({
    kind: 'InvalidRateCard' as const,
    source,
    lines: rateCardIssueLines(issues),
  }));
}

/** Reads and checks one rate-card file. Unreadable files and bad JSON are reported, never thrown. */
export function readRateCardFile(path: string): Result<RateCard, RateCardError> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return err({ kind: 'InvalidRateCard', source: path, lines: [`file - ${(e as Error).message}`] });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({
      kind: 'InvalidRateCard',
      source: path,
      lines: [`file - Not valid JSON: ${(e as Error).message}`],
    });
  }
  return parseRateCard(json, path);
}

/**
 * The rate card in force on a date: the card in `dir` with the latest effectiveFrom on or before it.
 * Every card in the folder must be valid, so a bad file fails at start, not on the day it takes effect.
 */
export function loadRateCardFor(dir: string, date: IsoDate): Result<RateCard, RateCardError> {
  return FileRateCardSource.load(dir).andThen((source) =>
    source.inForceOn(date).mapErr((e) => ({
      kind: 'InvalidRateCard' as const,
      source: dir,
      lines: [`effectiveFrom - ${e.message}`],
    })),
  );
}

/** RateCardSource over every card in data/rate-cards, read and checked once at start. */
export class FileRateCardSource implements RateCardSource, RateCardVersions {
  private readonly cards: readonly RateCard[];

  private constructor(cards: readonly RateCard[]) {
    this.cards = cards;
  }

  static load(dir: string): Result<FileRateCardSource, RateCardError> {
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch (e) {
      return err({ kind: 'InvalidRateCard', source: dir, lines: [`folder - ${(e as Error).message}`] });
    }
    const cards: RateCard[] = [];
    for (const file of files.sort()) {
      const card = readRateCardFile(join(dir, file));
      if (card.isErr()) return err(card.error);
      cards.push(card.value);
    }
    if (cards.length === 0)
      return err({ kind: 'InvalidRateCard', source: dir, lines: ['folder - No rate card files'] });
    return ok(new FileRateCardSource(cards));
  }

  inForceOn(date: IsoDate): Result<RateCard, RateCardUnavailable> {
    const card = cardInForce(this.cards, date);
    return card
      ? ok(card)
      : err({ kind: 'RateCardUnavailable', message: `No rate card is in force on ${date}` });
  }

  all(): readonly RateCard[] {
    return this.cards;
  }
}
