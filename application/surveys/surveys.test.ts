import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { cents } from '../../domain/money/money';
import { DeliveryType, WebReservationFlag } from '../../domain/quote/enums';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import type { EventStatus, Milestone } from '../../domain/shipment';
import { CovidMessage } from '../../domain/surveys/covid-acknowledgement';
import type { PostDeliveryAnswers } from '../../domain/surveys/post-delivery-survey';
import { SurveyMessage } from '../../domain/surveys/post-delivery-survey';
import { event } from '../../tests/fixtures/shipment';
import { TestClock } from '../../tests/support/test-clock';
import type { SignedInUser } from '../accounts/viewer';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ShipmentEvents, StoredShipmentEvent } from '../ports/shipment-events';
import type {
  StoredCovidAcknowledgement,
  StoredPostDeliverySurvey,
  SurveyStore,
} from '../ports/survey-store';
import { SubmitCovidAcknowledgement, ViewCovidAcknowledgement } from './covid-acknowledgement';
import { SubmitPostDeliverySurvey, ViewPostDeliverySurvey } from './post-delivery-survey';
import { ReadSurveys } from './read-surveys';

const OWNER: SignedInUser = { userId: 7, email: 'dana@example.com', role: Role.customer };
const OTHER: SignedInUser = { userId: 8, email: 'other@example.com', role: Role.customer };
const STAFF: SignedInUser = { userId: 0, email: 'ops@relomove.test', role: Role.staff };
const ID = 1_000_001;

/** A booked door-to-door move of 3 ReloCubes without storage (drop-off 2026-06-15, pickup 2026-06-19). */
function bookedQuote(over: Partial<Quote['Details']> = {}): Quote {
  const base = exampleQuote();
  const options = base.Details.PricingOptions.map((o) =>
    o.EquipType === 'Relocube'
      ? { ...o, Default: true, DefaultParent: true, DestinationDelivery: DeliveryType.Door }
      : { ...o, Default: false, DefaultParent: false },
  );
  return {
    ...base,
    QuoteId: ID,
    Revision: 1,
    Details: {
      ...base.Details,
      PricingOptions: options,
      Accessorials: { ...base.Details.Accessorials, AddReloCubeStorage: false },
      Reserved: true,
      Reservation: base.Details.Reservation
        ? { ...base.Details.Reservation, TotalPrice: cents(100_00) }
        : null,
      ...over,
    },
  } as Quote;
}

/** The door-to-door move's events up to `last`, one a day from the drop-off. */
function eventsUpTo(last: number): StoredShipmentEvent[] {
  const steps: [Milestone, EventStatus][] = [
    ['DropOff', 'Completed'],
    ['CustomerLoading', 'Completed'],
    ['OriginPickup', 'Completed'],
    ['Transit', 'Completed'],
    ['Delivery', 'Completed'],
    ['CustomerUnloading', 'Completed'],
    ['DestinationPickup', 'Completed'],
  ];
  return steps.slice(0, last).map(([m, s], i) => ({
    ...event(m, s, `2026-06-${String(15 + i).padStart(2, '0')}T10:00:00-05:00`),
    id: i + 1,
    quoteId: ID,
    recordedBy: 'ops@relomove.test',
    idempotencyKey: `k${i}`,
  }));
}

class MemorySurveyStore implements SurveyStore {
  surveys = new Map<number, StoredPostDeliverySurvey>();
  covids = new Map<number, StoredCovidAcknowledgement>();
  postDelivery(quoteId: number) {
    return okAsync(this.surveys.get(quoteId) ?? null);
  }
  savePostDelivery(quoteId: number, answers: PostDeliveryAnswers, by: string, at: string) {
    const before = this.surveys.get(quoteId);
    const record = {
      quoteId,
      answers,
      submittedBy: by,
      submittedAt: before?.submittedAt ?? at,
      updatedAt: at,
      revision: (before?.revision ?? 0) + 1,
    };
    this.surveys.set(quoteId, record);
    return okAsync({ outcome: before ? ('Updated' as const) : ('Created' as const), record });
  }
  postDeliverySince(since: string | null) {
    return okAsync(
      [...this.surveys.values()]
        .filter((s) => since === null || s.updatedAt >= since)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    );
  }
  covid(quoteId: number) {
    return okAsync(this.covids.get(quoteId) ?? null);
  }
  saveCovid(
    quoteId: number,
    acknowledgement: StoredCovidAcknowledgement['acknowledgement'],
    by: string,
    at: string,
  ) {
    const before = this.covids.get(quoteId);
    const record = {
      quoteId,
      acknowledgement,
      submittedBy: by,
      submittedAt: before?.submittedAt ?? at,
      updatedAt: at,
      revision: (before?.revision ?? 0) + 1,
    };
    this.covids.set(quoteId, record);
    return okAsync({ outcome: before ? ('Updated' as const) : ('Created' as const), record });
  }
}

function setup(quote: Quote = bookedQuote(), events: StoredShipmentEvent[] = eventsUpTo(5)) {
  const clock = new TestClock('2026-06-21T15:00:00.000Z');
  const surveys = new MemorySurveyStore();
  const deps = {
    quotes: { findById: () => okAsync(quote) } as unknown as QuoteRepository,
    reservations: { ownerOf: () => okAsync(OWNER.userId) } as unknown as ReservationRepository,
    events: { events: () => okAsync(events) } as unknown as ShipmentEvents,
    surveys,
    clock,
  };
  return {
    clock,
    surveys,
    view: new ViewPostDeliverySurvey(deps),
    submit: new SubmitPostDeliverySurvey(deps),
    viewCovid: new ViewCovidAcknowledgement(deps),
    submitCovid: new SubmitCovidAcknowledgement(deps),
    read: new ReadSurveys({ surveys }),
  };
}

const ANSWERS = {
  OverallRating: 5,
  StepRatings: { DropOff: 4, Pickup: 5, Transit: null, Delivery: 5 },
  RecommendScore: 9,
  Comment: 'The driver called ahead.',
};

describe('the post-delivery survey (issue 15, §1 post-delivery survey tool, §7 POST surveys/post-delivery)', () => {
  it('the owner of a delivered move answers it; answering again updates the one answer', async () => {
    const t = setup();
    const first = await t.submit.execute({ viewer: OWNER, quoteId: ID, answers: ANSWERS });
    expect(first._unsafeUnwrap()).toMatchObject({
      outcome: 'Created',
      state: { open: true, steps: ['DropOff', 'Pickup', 'Transit', 'Delivery'] },
      survey: {
        quoteId: ID,
        submittedBy: OWNER.email,
        submittedAt: '2026-06-21T15:00:00.000Z',
        revision: 1,
        answers: { ...ANSWERS, StepRatings: { ...ANSWERS.StepRatings, Transit: null } },
      },
    });
    t.clock.advance(3_600_000);
    const again = await t.submit.execute({
      viewer: OWNER,
      quoteId: ID,
      answers: { ...ANSWERS, OverallRating: 4, Comment: '' },
    });
    expect(again._unsafeUnwrap()).toMatchObject({
      outcome: 'Updated',
      survey: { submittedAt: '2026-06-21T15:00:00.000Z', updatedAt: '2026-06-21T16:00:00.000Z', revision: 2 },
    });
    expect(t.surveys.surveys.size).toBe(1);
    const read = await t.view.execute({ viewer: OWNER, quoteId: ID });
    expect(read._unsafeUnwrap().survey?.answers.OverallRating).toBe(4);
  });

  it('is refused before the delivery is complete, with why, and stores nothing', async () => {
    const t = setup(bookedQuote(), eventsUpTo(4));
    const view = (await t.view.execute({ viewer: OWNER, quoteId: ID }))._unsafeUnwrap();
    expect(view).toMatchObject({ state: { open: false, reason: 'NotDelivered' }, survey: null });
    const refused = await t.submit.execute({ viewer: OWNER, quoteId: ID, answers: ANSWERS });
    expect(refused._unsafeUnwrapErr()).toEqual({
      kind: 'SurveyNotOpen',
      field: 'QuoteId',
      reason: 'NotDelivered',
      message: SurveyMessage.notDelivered,
    });
    expect(t.surveys.surveys.size).toBe(0);
  });

  it("answers someone else's move, and a visitor, as the move endpoints do (404, sign in); staff may read it", async () => {
    const t = setup();
    expect((await t.view.execute({ viewer: OTHER, quoteId: ID }))._unsafeUnwrapErr()).toEqual({
      kind: 'ReservationNotFound',
    });
    expect(
      (await t.submit.execute({ viewer: OTHER, quoteId: ID, answers: ANSWERS }))._unsafeUnwrapErr(),
    ).toEqual({ kind: 'ReservationNotFound' });
    expect(
      (await t.submit.execute({ viewer: null, quoteId: ID, answers: ANSWERS }))._unsafeUnwrapErr(),
    ).toEqual({ kind: 'SignInRequired' });
    expect((await t.view.execute({ viewer: STAFF, quoteId: ID })).isOk()).toBe(true);
    // Staff read, they do not answer for the customer.
    expect(
      (await t.submit.execute({ viewer: STAFF, quoteId: ID, answers: ANSWERS }))._unsafeUnwrapErr(),
    ).toEqual({ kind: 'ReservationNotFound' });
  });

  it('checks the answers with the field lines of §5, and stores nothing when they fail', async () => {
    const t = setup();
    const refused = await t.submit.execute({
      viewer: OWNER,
      quoteId: ID,
      answers: { OverallRating: 9, RecommendScore: null, StepRatings: {} },
    });
    expect(refused._unsafeUnwrapErr()).toEqual({
      kind: 'ValidationFailed',
      errors: [
        { field: 'OverallRating', message: 'Choose a rating from 1 to 5' },
        { field: 'RecommendScore', message: SurveyMessage.recommendMissing },
      ],
    });
    expect(t.surveys.surveys.size).toBe(0);
  });

  it('a cancelled move has no survey', async () => {
    const t = setup(bookedQuote({ WebReservationFlag: WebReservationFlag.Cancelled }), []);
    const refused = await t.submit.execute({ viewer: OWNER, quoteId: ID, answers: ANSWERS });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'SurveyNotOpen', reason: 'Cancelled' });
  });
});

describe('staff read the answers with their summary (issue 15 `relomove surveys`)', () => {
  it('lists the answers changed since a moment, newest first, with the averages and the NPS', async () => {
    const t = setup();
    await t.submit.execute({ viewer: OWNER, quoteId: ID, answers: ANSWERS });
    const report = (await t.read.execute({ viewer: STAFF }))._unsafeUnwrap();
    expect(report.answers.map((a) => a.quoteId)).toEqual([ID]);
    expect(report.summary).toMatchObject({ count: 1, overall: { average: 5 }, nps: { score: 100 } });
    const later = (
      await t.read.execute({ viewer: STAFF, since: '2026-06-22T00:00:00.000Z' })
    )._unsafeUnwrap();
    expect(later.answers).toEqual([]);
    expect(later.summary.nps).toBeNull();
  });

  it('is for staff only: a customer is refused, a visitor must sign in', async () => {
    const t = setup();
    expect((await t.read.execute({ viewer: OWNER }))._unsafeUnwrapErr().kind).toBe('StaffOnly');
    expect((await t.read.execute({ viewer: null }))._unsafeUnwrapErr().kind).toBe('SignInRequired');
  });
});

describe('the health-and-safety acknowledgement (issue 15, §7 POST surveys/covid)', () => {
  const ACK = { HouseholdWell: true, MasksRequested: true, ContactlessHandover: false, Acknowledged: true };

  it('the owner gives it while a crew visit to the home is ahead, and changes it later', async () => {
    const t = setup(bookedQuote(), []);
    const first = await t.submitCovid.execute({ viewer: OWNER, quoteId: ID, answers: ACK });
    expect(first._unsafeUnwrap()).toMatchObject({
      outcome: 'Created',
      state: { open: true },
      acknowledgement: {
        acknowledgement: { HouseholdWell: true, MasksRequested: true, ContactlessHandover: false },
        submittedBy: OWNER.email,
      },
    });
    const again = await t.submitCovid.execute({
      viewer: OWNER,
      quoteId: ID,
      answers: { ...ACK, HouseholdWell: false },
    });
    expect(again._unsafeUnwrap()).toMatchObject({ outcome: 'Updated', acknowledgement: { revision: 2 } });
    const read = (await t.viewCovid.execute({ viewer: OWNER, quoteId: ID }))._unsafeUnwrap();
    expect(read.acknowledgement?.acknowledgement.HouseholdWell).toBe(false);
  });

  it('is refused once no crew visit to the home is ahead, and without the acknowledgement', async () => {
    const done = setup(bookedQuote(), eventsUpTo(7));
    expect(
      (await done.submitCovid.execute({ viewer: OWNER, quoteId: ID, answers: ACK }))._unsafeUnwrapErr(),
    ).toEqual({
      kind: 'SurveyNotOpen',
      field: 'QuoteId',
      reason: 'NoVisitsAhead',
      message: CovidMessage.noVisitsAhead,
    });
    const t = setup(bookedQuote(), []);
    expect(
      (
        await t.submitCovid.execute({ viewer: OWNER, quoteId: ID, answers: { ...ACK, Acknowledged: false } })
      )._unsafeUnwrapErr(),
    ).toEqual({
      kind: 'ValidationFailed',
      errors: [{ field: 'Acknowledged', message: CovidMessage.notAcknowledged }],
    });
    expect(
      (await t.submitCovid.execute({ viewer: OTHER, quoteId: ID, answers: ACK }))._unsafeUnwrapErr(),
    ).toEqual({ kind: 'ReservationNotFound' });
  });
});
