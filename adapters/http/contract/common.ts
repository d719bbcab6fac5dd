import { z } from 'zod';
import { ISO_DATE_MESSAGE, parseIsoDate } from '../../../domain/calendar/iso-date';
import { type Cents, fromDollars, toDollars } from '../../../domain/money/money';
import { LIABILITY_SELECTED_VALUES, type LiabilitySelected } from '../../../domain/pricing/liability';
import { orThrow } from '../../../domain/shared/or-throw';
import { formatFieldErrors } from '../../../domain/validation/field-messages';
import {
  maxLengthMessage,
  minLengthMessage,
  NUMERIC_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../../domain/validation/messages';

/**
 * The wire's shared pieces (§7): every answer carries `success`; a failure carries §5 'field - message'
 * lines. Money on the wire is dollars with at most two decimals, converted exactly at this boundary.
 */
export const ErrorResponse = z.object({
  success: z.literal(false),
  /** §5 lines: 'field - message', several messages for one field joined by '|'. */
  errors: z.array(z.string()),
  /** A machine-readable reason where the specification names one (e.g. a fail reason). */
  reason: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export function errorBody(lines: readonly string[], reason?: string): ErrorResponse {
  return reason ? { success: false, errors: [...lines], reason } : { success: false, errors: [...lines] };
}

/**
 * The wire's messages in the specification's voice (§5 generic messages), for every schema of the
 * contract: a missing value is 'The value is required', a long one 'The maximum length allowed is {max}'.
 */
export function wireMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return REQUIRED_MESSAGE;
      return issue.expected === 'number' || issue.expected === 'int'
        ? NUMERIC_MESSAGE
        : `Value must be a ${issue.expected}`;
    case 'too_big':
      if (issue.origin === 'string') return maxLengthMessage(Number(issue.maximum));
      if (issue.origin === 'array') return `At most ${issue.maximum} items are allowed`;
      return `Value must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string') return minLengthMessage(Number(issue.minimum));
      if (issue.origin === 'array') return `At least ${issue.minimum} items are needed`;
      return `Value must be at least ${issue.minimum}`;
    case 'invalid_value':
      if (issue.input === undefined) return REQUIRED_MESSAGE;
      return `Value must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return 'Unknown field';
    default:
      return undefined;
  }
}
z.config({ customError: wireMessage });

/** The body-level name of a validation target ('json' is the request body). */
const targetName = (target: string) => (target === 'json' || target === 'form' ? 'body' : target);

/** A field name that reads back unambiguously as the field of a 'field - message' line. */
const PLAIN_FIELD_NAME = /^[\w$.-]{1,64}$/;

/** Zod issues to §5 lines, with the field named by its path ('Origin.ZIP'; 'body' for the whole body). */
export function zodErrorLines(error: z.ZodError, target = 'body'): string[] {
  const root = targetName(target);
  return formatFieldErrors(
    error.issues.flatMap((issue) => {
      const path = issue.path.map(String).join('.');
      // An unknown field is reported under its own name, so the sender sees which one to drop; a name that
      // could not be read back out of a 'field - message' line (spaces, ' - ', control characters, a very
      // long one) is quoted in the message of its parent instead.
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) =>
          PLAIN_FIELD_NAME.test(key)
            ? { field: path ? `${path}.${key}` : key, message: issue.message }
            : { field: path || root, message: `${issue.message} ${JSON.stringify(key.slice(0, 64))}` },
        );
      }
      return [{ field: path || root, message: issue.message }];
    }),
  );
}

/** A wire dollar amount: a JSON number with at most two decimals (domain/money `fromDollars`). */
export const Dollars = z.number().refine((n) => fromDollars(n).isOk(), {
  message: 'Value must be a dollar amount with at most two decimals',
});

/** Cents to wire dollars (exact: an integer over 100 prints as its decimal). */
export const dollarsOf = (amount: Cents): number => toDollars(amount);

/** Wire dollars, already checked by `Dollars`, to cents, exactly. */
export function centsOf(dollars: number): Cents {
  return orThrow(fromDollars(dollars), dollars);
}

/**
 * §3 Liability coverage options: the selected value, one of the domain's tiers (0, 75, 125, 175). An
 * enum of the values rather than a multi-value literal, whose OpenAPI form names only its first value
 * (issue 9 finding 8: the document said `enum: [0]`).
 */
export const LiabilityChoice = z.enum(
  Object.fromEntries(LIABILITY_SELECTED_VALUES.map((value) => [`tier${value}`, value])) as Record<
    string,
    LiabilitySelected
  >,
);

/** ISO date 'YYYY-MM-DD' on the wire (§3 Dates: ISO date form, first 10 characters). */
export const WireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ISO_DATE_MESSAGE);

/** A WireDate that is a real calendar day. */
export const CalendarDate = WireDate.refine(
  (s) => parseIsoDate(s).isOk(),
  'Value must be a real calendar date',
);

/** A real calendar date as 'YYYY-MM-DD', with one message for what is wrong (domain parseIsoDate). */
export const RealDate = z.string().superRefine((s, ctx) => {
  const parsed = s.length === 10 ? parseIsoDate(s) : parseIsoDate('');
  if (parsed.isErr()) ctx.addIssue({ code: 'custom', message: parsed.error.message });
});

/** Control characters other than tab, line feed and carriage return never belong in a form field. */
function hasControlCharacters(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** A bounded free-text string: at most `max` characters, no control characters, trimmed. */
export const Text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasControlCharacters(s), 'Value must not contain control characters')
    .transform((s) => s.trim());

/** A z.enum of a const object's values (the domain's enums: `z.enum(enumValues(EquipType))`). */
export const enumValues = <T extends Record<string, string>>(o: T) =>
  Object.values(o) as [T[keyof T], ...T[keyof T][]];

/** A z.enum of a list of the domain's values (`z.enum(listValues(MILESTONES))`). */
export const listValues = <T extends string>(list: readonly T[]) => list as unknown as [T, ...T[]];
