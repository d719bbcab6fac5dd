import { ROLES } from '../../../domain/accounts/enums';
import { AB_TESTS, AB_VARIANTS } from '../../../domain/experiments/ab-tests';
import { isRecord } from '../../../domain/shared/is-record';
import type { ContactsMeResponse } from '../contract/accounts';
import type { RecordAnalyticsEventsResponse } from '../contract/analytics';
import type { AbTestResponse } from '../contract/experiments';

/**
 * Issue 28: the answers the landing page reads as it opens (the eyebrow's GET contacts/me, the quote form's
 * A/B arm, the analytics it sends), checked by hand rather than with the contract's zod schemas, so that
 * zod and the schemas (137 kB, one long task to evaluate on a phone) stay off the landing page. Each reader
 * accepts exactly what the contract's schema accepts and returns what it would return (unknown keys
 * dropped), or undefined; tests/property/checked-answers.property.test.ts compares them with the schemas.
 */

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** GET contacts/me (adapters/http/contract/accounts.ts ContactsMeResponse). */
export function readContactsMe(answer: unknown): ContactsMeResponse | undefined {
  if (!isRecord(answer) || answer.success !== true) return undefined;
  if (answer.loggedin === false) return { success: true, loggedin: false };
  if (answer.loggedin !== true || !isRecord(answer.ContactGet)) return undefined;
  const { EmailAddress, FirstName, LastName, PhoneNumber, Role } = answer.ContactGet;
  if (
    typeof EmailAddress !== 'string' ||
    typeof FirstName !== 'string' ||
    typeof LastName !== 'string' ||
    typeof PhoneNumber !== 'string' ||
    !oneOf(ROLES, Role)
  ) {
    return undefined;
  }
  return {
    success: true,
    loggedin: true,
    ContactGet: { EmailAddress, FirstName, LastName, PhoneNumber, Role },
  };
}

/** GET drupal_ab_test/{name} (adapters/http/contract/experiments.ts AbTestResponse). */
export function readAbTest(answer: unknown): AbTestResponse | undefined {
  if (!isRecord(answer) || answer.success !== true) return undefined;
  const { test, variant } = answer;
  return oneOf(AB_TESTS, test) && oneOf(AB_VARIANTS, variant) ? { success: true, test, variant } : undefined;
}

/** POST analytics/events (adapters/http/contract/analytics.ts RecordAnalyticsEventsResponse). */
export function readRecordedEvents(answer: unknown): RecordAnalyticsEventsResponse | undefined {
  if (!isRecord(answer) || answer.success !== true) return undefined;
  const { stored } = answer;
  return typeof stored === 'number' && Number.isSafeInteger(stored) && stored >= 0
    ? { success: true, stored }
    : undefined;
}
