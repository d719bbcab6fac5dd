import { okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { minutesToWait, type ThrottlePolicy } from '../../domain/accounts/login-rules';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import { InspectionFormState } from '../../domain/shipment/enums';
import { INSPECTION_LOOKUP_THROTTLE, type InspectionForm } from '../../domain/shipment/inspection-form';
import { QUARANTINE_AREA } from '../../tests/fixtures/quarantine-area';
import { InMemoryQuoteRepository } from '../../tests/support/in-memory-quote-repository';
import { TestClock } from '../../tests/support/test-clock';
import type { InspectionFormOutcome, InspectionForms } from '../ports/inspection-forms';
import type { LoginThrottle, Reservation } from '../ports/login-throttle';
import type { RepositoryError } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { StorageUnavailable, UserAccount, UserRepository } from '../ports/user-repository';
import { LookupInspection, SubmitInspectionForm } from './insect-inspection';

class MemoryThrottle implements LoginThrottle {
  readonly failures = new Map<string, number[]>();
  reserve(
    key: string,
    policy: Readonly<ThrottlePolicy>,
    atMs: number,
  ): ResultAsync<Reservation, StorageUnavailable> {
    const recent = (this.failures.get(key) ?? []).filter((t) => t > atMs - policy.windowMs);
    return okAsync(
      recent.length >= policy.limit ? { kind: 'refused', attemptsMs: recent } : { kind: 'reserved' },
    );
  }
  recordFailure(key: string, atMs: number): ResultAsync<void, StorageUnavailable> {
    this.failures.set(key, [...(this.failures.get(key) ?? []), atMs]);
    return okAsync(undefined);
  }
  failuresSince(key: string, sinceMs: number): ResultAsync<number[], StorageUnavailable> {
    return okAsync((this.failures.get(key) ?? []).filter((t) => t > sinceMs));
  }
  clear(key: string): ResultAsync<void, StorageUnavailable> {
    this.failures.delete(key);
    return okAsync(undefined);
  }
}

class MemoryForms implements InspectionForms {
  readonly forms = new Map<number, InspectionForm>();
  find(quoteId: number): ResultAsync<InspectionForm | null, RepositoryError> {
    return okAsync(this.forms.get(quoteId) ?? null);
  }
  submit(form: InspectionForm): ResultAsync<InspectionFormOutcome, RepositoryError> {
    const stored = this.forms.get(form.quoteId);
    if (stored) return okAsync({ kind: 'AlreadyReceived', form: stored });
    this.forms.set(form.quoteId, form);
    return okAsync({ kind: 'Stored', form });
  }
}

const OWNER: UserAccount = {
  id: 7,
  email: 'dana.account@example.com',
  role: Role.customer,
  passwordHash: '',
  firstName: 'Dana',
  lastName: 'Whitfield',
  phoneNumber: '',
};

/** The example move booked: Chicago (Cook County, IL, regulated) to Denver, owned by OWNER's account. */
function setUp(change: (q: Quote) => Quote = (q) => q) {
  const quotes = new InMemoryQuoteRepository();
  const quote = quotes.put(
    change({
      ...exampleQuote(),
      QuoteId: 1_000_500,
      Revision: 3,
      Details: { ...exampleQuote().Details, Reserved: true },
    }),
  );
  const reservations = { ownerOf: () => okAsync(OWNER.id) } as unknown as ReservationRepository;
  const users = {
    findById: (id: number) => okAsync(id === OWNER.id ? OWNER : null),
  } as unknown as UserRepository;
  const throttle = new MemoryThrottle();
  const forms = new MemoryForms();
  const clock = new TestClock('2026-06-01T15:00:00.000Z');
  const deps = {
    quotes,
    reservations,
    users,
    forms,
    quarantine: { area: () => QUARANTINE_AREA },
    throttle,
    clock,
  };
  return {
    quote,
    deps,
    throttle,
    forms,
    clock,
    lookup: new LookupInspection(deps),
    submit: new SubmitInspectionForm(deps),
  };
}

const CONTACT = 'dana.whitfield@example.com';
const ADDRESS = '203.0.113.9';

describe('looking a move up for its inspection form (issue 15: reference number and email, no sign-in)', () => {
  it('the booking contact’s email and the owning account’s email both open it; Cook County, IL is §4 Required', async () => {
    const { quote, lookup } = setUp();
    for (const email of [CONTACT, 'DANA.ACCOUNT@example.com ']) {
      const view = (
        await lookup.execute({ quoteId: quote.QuoteId, email, clientAddress: ADDRESS })
      )._unsafeUnwrap();
      expect(view.decision).toMatchObject({
        state: InspectionFormState.Required,
        origin: { kind: 'County', county: 'Cook County' },
      });
      expect(view.copyTo).toBe('d•••@example.com');
    }
  });

  it('a cancelled move, or a quote not booked, is not found, like a wrong email', async () => {
    const cancelled = setUp((q) => ({
      ...q,
      Details: { ...q.Details, WebReservationFlag: 'Cancelled' as Quote['Details']['WebReservationFlag'] },
    }));
    const unbooked = setUp((q) => ({ ...q, Details: { ...q.Details, Reserved: false } }));
    for (const { quote, lookup } of [cancelled, unbooked]) {
      const result = await lookup.execute({ quoteId: quote.QuoteId, email: CONTACT, clientAddress: ADDRESS });
      expect(result._unsafeUnwrapErr()).toEqual({ kind: 'InspectionNotFound' });
    }
  });

  it('after 20 lookups from one address that found nothing, the address waits; lookups that found the move do not count', async () => {
    const { quote, lookup, clock } = setUp();
    const miss = () =>
      lookup.execute({ quoteId: quote.QuoteId, email: 'guess@example.com', clientAddress: ADDRESS });
    const hit = () => lookup.execute({ quoteId: quote.QuoteId, email: CONTACT, clientAddress: ADDRESS });
    for (let i = 0; i < INSPECTION_LOOKUP_THROTTLE.limit; i++) {
      expect((await miss())._unsafeUnwrapErr().kind).toBe('InspectionNotFound');
      if (i % 5 === 0) expect((await hit()).isOk()).toBe(true);
      clock.advance(1_000);
    }
    const refused = (await hit())._unsafeUnwrapErr();
    expect(refused).toEqual({ kind: 'InspectionLookupsExceeded', minutes: 15 });
    // Another address is not held up.
    expect(
      (
        await lookup.execute({ quoteId: quote.QuoteId, email: CONTACT, clientAddress: '198.51.100.1' })
      ).isOk(),
    ).toBe(true);
    clock.advance(INSPECTION_LOOKUP_THROTTLE.windowMs);
    expect((await hit()).isOk()).toBe(true);
    expect(minutesToWait([], clock.nowMs(), INSPECTION_LOOKUP_THROTTLE)).toBeNull();
  });
});

describe('submitting the signed form (issue 15)', () => {
  const submission = {
    itemsChecked: ['bicycles', 'grills'],
    noOutdoorItems: false,
    signerName: 'Dana Whitfield',
    agreed: true,
    dateSigned: '2026-06-01',
  };

  it('stores it with who sent it and when: §4 Received; a second form is refused with the first one', async () => {
    const { quote, submit, forms } = setUp();
    const view = (
      await submit.execute({
        quoteId: quote.QuoteId,
        email: ' Dana.Whitfield@Example.com',
        clientAddress: ADDRESS,
        submission,
      })
    )._unsafeUnwrap();
    expect(view.decision.state).toBe(InspectionFormState.Received);
    expect(forms.forms.get(quote.QuoteId)).toEqual({
      quoteId: quote.QuoteId,
      itemsChecked: ['grills', 'bicycles'],
      noOutdoorItems: false,
      signerName: 'Dana Whitfield',
      dateSigned: '2026-06-01',
      submittedAt: '2026-06-01T15:00:00.000Z',
      submittedBy: 'dana.whitfield@example.com',
    });
    const again = await submit.execute({
      quoteId: quote.QuoteId,
      email: CONTACT,
      clientAddress: ADDRESS,
      submission: { ...submission, signerName: 'Other' },
    });
    expect(again._unsafeUnwrapErr()).toMatchObject({
      kind: 'InspectionAlreadyReceived',
      form: { signerName: 'Dana Whitfield' },
    });
  });

  it('a move that does not leave the area (Denver to Chicago) takes no form', async () => {
    const { quote, submit } = setUp((q) => ({
      ...q,
      Details: {
        ...q.Details,
        Origin: q.Details.Destination as unknown as Quote['Details']['Origin'],
        Destination: q.Details.Origin as unknown as Quote['Details']['Destination'],
      },
    }));
    const result = await submit.execute({
      quoteId: quote.QuoteId,
      email: CONTACT,
      clientAddress: ADDRESS,
      submission,
    });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'InspectionNotRequired' });
  });
});
