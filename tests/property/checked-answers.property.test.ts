import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import '../../adapters/http/client/zod-without-eval';
import { readAbTest, readContactsMe, readRecordedEvents } from '../../adapters/http/client/checked-answers';
import { ContactsMeResponse } from '../../adapters/http/contract/accounts';
import { RecordAnalyticsEventsResponse } from '../../adapters/http/contract/analytics';
import { AbTestResponse } from '../../adapters/http/contract/experiments';
import { ROLES } from '../../domain/accounts/enums';
import { AB_TESTS, AB_VARIANTS } from '../../domain/experiments/ab-tests';

/** Something near each field's type: the right kind, a wrong kind, or missing. */
const near = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof(good, fc.constant(undefined), fc.constant(null), fc.integer(), fc.string(), fc.boolean());
const contact = fc.record(
  {
    EmailAddress: near(fc.emailAddress()),
    FirstName: near(fc.string()),
    LastName: near(fc.string()),
    PhoneNumber: near(fc.string()),
    Role: near(fc.constantFrom(...ROLES)),
    extra: fc.string(),
  },
  { requiredKeys: [] },
);
const answerOf = <T>(fields: fc.Arbitrary<T>) =>
  fc.oneof(
    fc.tuple(near(fc.constant(true)), fields).map(([success, rest]) => ({ success, ...rest })),
    fc.anything(),
  );

const meAnswer = answerOf(
  fc.record({ loggedin: near(fc.boolean()), ContactGet: near(contact) }, { requiredKeys: [] }),
);
const abAnswer = answerOf(
  fc.record(
    { test: near(fc.constantFrom(...AB_TESTS)), variant: near(fc.constantFrom(...AB_VARIANTS)) },
    { requiredKeys: [] },
  ),
);
const eventsAnswer = answerOf(
  fc.record({ stored: near(fc.oneof(fc.nat(), fc.double(), fc.integer({ max: -1 }))) }, { requiredKeys: [] }),
);

/** The schema's verdict in the reader's terms: what it accepts (unknown keys dropped), or undefined. */
const bySchema = (
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

test.prop([meAnswer], { numRuns: 500 })(
  'issue 28: GET contacts/me read by hand accepts exactly what the contract schema accepts, and returns the same',
  (answer) => {
    expect(readContactsMe(answer)).toEqual(bySchema(ContactsMeResponse, answer));
  },
);

test.prop([abAnswer], { numRuns: 500 })(
  'issue 28: an A/B arm read by hand accepts exactly what the contract schema accepts, and returns the same',
  (answer) => {
    expect(readAbTest(answer)).toEqual(bySchema(AbTestResponse, answer));
  },
);

test.prop([eventsAnswer], { numRuns: 500 })(
  'issue 28: recorded analytics read by hand accept exactly what the contract schema accepts, and return the same',
  (answer) => {
    expect(readRecordedEvents(answer)).toEqual(bySchema(RecordAnalyticsEventsResponse, answer));
  },
);
