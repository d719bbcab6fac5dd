import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import {
  PENDING_PER_EMAIL_MAX,
  PlaceMappingDecision,
  PlaceMappingMessage,
  type PlaceMappingRequestInput,
  PlaceMappingSource,
  PlaceMappingStatus,
  placeKey,
} from '../../domain/location/place-mapping';
import { PLACE_REQUEST_TEXT } from '../../domain/notifications/place-request-content';
import { FakeMessageRenderer } from '../../tests/support/fake-message-renderer';
import { InMemoryPlaceMappings } from '../../tests/support/in-memory-place-mappings';
import { TestClock } from '../../tests/support/test-clock';
import type { CityDirectory, CityRecord } from '../ports/city-directory';
import { JobName, type JobQueue, type ScheduledJob } from '../ports/job-queue';
import type { Mailer, MailerError, OutgoingEmail } from '../ports/mailer';
import type { CityAliasIndex, PlaceAlias } from '../ports/place-mappings';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { SearchCities } from '../reference/search-cities';
import { AnswerPlaceRequest } from './answer-place-request';
import { DecidePlaceMapping } from './decide-place-mapping';
import { ALIAS_FRESHNESS_MS, KeepCityAliasesCurrent } from './keep-city-aliases-current';
import { ListPlaceMappings } from './list-place-mappings';
import { RequestPlaceMapping } from './request-place-mapping';
import { ViewPlaceMapping } from './view-place-mapping';

const record = (CityName: string, StateCode: string, ZipCode: string): CityRecord => ({
  CityName,
  StateCode,
  StateName: StateCode === 'CO' ? 'Colorado' : 'Kansas',
  ZipCode,
  ZipLow: ZipCode,
  ZipHigh: ZipCode,
  CountyName: 'Denver',
  Country: 'US',
  FIPS: '08031',
  Latitude: 39.75,
  Longitude: -104.99,
});
const DENVER = record('Denver', 'CO', '80202');

/** A two-place directory that, like the real one, also answers the aliases it learned. */
class FakeCities implements CityDirectory, CityAliasIndex {
  private held: { generation: number; aliases: readonly PlaceAlias[] } | null = null;
  private readonly places = [DENVER, record('Wichita', 'KS', '67202')];
  search(term: string) {
    const key = term.toLowerCase();
    const aliases = (this.held?.aliases ?? [])
      .filter((a) => a.placeKey.startsWith(key))
      .map((a) => ({ ...this.byZip(a.nearZip), CityName: a.placeName }) as CityRecord);
    return [...aliases, ...this.places.filter((p) => p.CityName.toLowerCase().startsWith(key))];
  }
  byZip(zip: string) {
    return this.places.find((p) => p.ZipCode === zip) ?? null;
  }
  nearest() {
    return null;
  }
  byCity(city: string, state: string) {
    const alias = this.held?.aliases.find((a) => a.placeKey === placeKey(city) && a.stateCode === state);
    if (alias) return this.byZip(alias.nearZip);
    return this.places.find((p) => p.CityName === city && p.StateCode === state) ?? null;
  }
  generation() {
    return this.held?.generation ?? null;
  }
  learn(generation: number, aliases: readonly PlaceAlias[]) {
    this.held = { generation, aliases };
  }
}

const stations = {
  near: () => [{ station: { StationCode: 'DEN', CityName: 'Denver' }, miles: 4 }],
} as unknown as ServiceCenterDirectory;

const staff = { userId: 2, email: 'desk@relomove.test', role: Role.staff };
const customer = { userId: 7, email: 'dana@example.com', role: Role.customer };

/** A job queue that keeps what was scheduled (the real one is pg-boss: adapters/persistence). */
class ScheduledJobs implements JobQueue {
  readonly jobs: ScheduledJob[] = [];
  schedule(job: ScheduledJob) {
    this.jobs.push(job);
    return okAsync(undefined);
  }
  cancel() {
    return okAsync(undefined);
  }
}

/** A mailer that keeps what it sent, or refuses with `refusal`. */
class KeptMail implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  refusal: MailerError | null = null;
  send(email: OutgoingEmail) {
    if (this.refusal) return errAsync(this.refusal);
    this.sent.push(email);
    return okAsync({ messageId: `m${this.sent.length}` });
  }
}

function world() {
  const store = new InMemoryPlaceMappings();
  const cities = new FakeCities();
  const clock = new TestClock();
  const aliases = new KeepCityAliasesCurrent({ store, index: cities, clock });
  const jobs = new ScheduledJobs();
  const mail = new KeptMail();
  const renderer = new FakeMessageRenderer();
  return {
    store,
    cities,
    clock,
    aliases,
    jobs,
    mail,
    renderer,
    answer: new AnswerPlaceRequest({
      store,
      mailer: mail,
      renderer,
      settings: { siteUrl: 'https://relomove.example/' },
    }),
    request: new RequestPlaceMapping({ store, cities, clock, aliases }),
    view: new ViewPlaceMapping({ store, cities }),
    list: new ListPlaceMappings({ store, cities, stations }),
    decide: new DecidePlaceMapping({ store, cities, stations, clock, aliases, jobs }),
    search: new SearchCities(cities, aliases),
  };
}

const ask = (over: Partial<PlaceMappingRequestInput> = {}): PlaceMappingRequestInput => ({
  PlaceName: 'Eagle Nest Ranch',
  NearCity: 'Denver',
  NearState: 'CO',
  NearZip: '80202',
  MilesAway: 12,
  EmailAddress: 'pat@example.com',
  Note: '',
  Source: PlaceMappingSource.CitySearch,
  ...over,
});

const lines = (error: unknown) =>
  (error as { errors: { field: string; message: string }[] }).errors.map((e) => `${e.field} - ${e.message}`);

describe('§1 the indirect mapping form: a customer asks (issue 15)', () => {
  it('stores a Pending request mapped to the nearby city the search knows, in its state; the link shows it', async () => {
    const w = world();
    const sent = (await w.request.execute(ask()))._unsafeUnwrap();
    expect(sent.created).toBe(true);
    expect(sent.mapping).toMatchObject({
      placeName: 'Eagle Nest Ranch',
      stateCode: 'CO',
      status: PlaceMappingStatus.Pending,
      near: { CityName: 'Denver', StateCode: 'CO', ZipCode: '80202' },
      place: null,
    });
    const viewed = (await w.view.execute({ token: sent.mapping.token }))._unsafeUnwrap();
    expect(viewed).toEqual(sent.mapping);
    expect(JSON.stringify(viewed)).not.toContain('pat@example.com');
  });

  it('asking again for the same place answers the waiting request; an address may have only a few waiting', async () => {
    const w = world();
    const first = (await w.request.execute(ask()))._unsafeUnwrap();
    const again = (
      await w.request.execute(ask({ PlaceName: 'eagle nest  ranch', EmailAddress: 'PAT@example.com' }))
    )._unsafeUnwrap();
    expect(again).toEqual({ created: false, mapping: first.mapping });
    for (let i = 2; i <= PENDING_PER_EMAIL_MAX; i++)
      (await w.request.execute(ask({ PlaceName: `Ranch Number ${'x'.repeat(i)}` })))._unsafeUnwrap();
    expect((await w.request.execute(ask({ PlaceName: 'One Too Many' })))._unsafeUnwrapErr()).toEqual({
      kind: 'TooManyPlaceMappings',
      message: PlaceMappingMessage.tooMany,
    });
  });

  it("refuses a nearby city the search does not know, and a place it already finds ('field - message')", async () => {
    const w = world();
    expect(
      lines((await w.request.execute(ask({ NearZip: '00000', NearCity: 'Nowhere' })))._unsafeUnwrapErr()),
    ).toEqual([`NearZip - ${PlaceMappingMessage.chooseNear}`]);
    expect(lines((await w.request.execute(ask({ PlaceName: 'Denver' })))._unsafeUnwrapErr())).toEqual([
      `PlaceName - ${PlaceMappingMessage.alreadyKnown('Denver, CO')}`,
    ]);
    expect(lines((await w.request.execute(ask({ PlaceName: '' })))._unsafeUnwrapErr())).toEqual([
      'PlaceName - The value is required',
    ]);
  });

  it('a link that is not one of ours finds nothing', async () => {
    const w = world();
    expect((await w.view.execute({ token: '../etc' }))._unsafeUnwrapErr()).toEqual({
      kind: 'PlaceMappingNotFound',
      by: 'token',
    });
    expect((await w.view.execute({ token: 'a'.repeat(22) }))._unsafeUnwrapErr().kind).toBe(
      'PlaceMappingNotFound',
    );
  });
});

describe('§1 the indirect mapping review: staff confirm and the city search finds the place (issue 15)', () => {
  it('staff list the queue with the nearest service center; customers and nobody are refused (§6)', async () => {
    const w = world();
    await w.request.execute(ask());
    const page = (
      await w.list.execute({ viewer: staff, status: PlaceMappingStatus.Pending })
    )._unsafeUnwrap();
    expect(page.mappings).toHaveLength(1);
    expect(page.mappings[0]?.nearestCenter?.miles).toBe(4);
    expect(page.mappings[0]?.email).toBe('pat@example.com');
    expect((await w.list.execute({ viewer: customer, status: null }))._unsafeUnwrapErr()).toEqual({
      kind: 'StaffOnly',
      message: STAFF_ONLY_MESSAGE,
    });
    expect((await w.list.execute({ viewer: null, status: null }))._unsafeUnwrapErr()).toEqual({
      kind: 'SignInRequired',
    });
  });

  it('a confirmation makes the place an alias at once on this instance: the search finds it and the link shows it', async () => {
    const w = world();
    const { mapping } = (await w.request.execute(ask()))._unsafeUnwrap();
    expect((await w.search.execute({ term: 'Eagle Nest' }))._unsafeUnwrap()).toEqual([]);
    const decided = (
      await w.decide.execute({ viewer: staff, id: 1, decision: PlaceMappingDecision.Confirm, note: '' })
    )._unsafeUnwrap();
    expect(decided).toMatchObject({ status: 'Confirmed', decidedBy: staff.email, decidedAt: w.clock.now() });
    const found = (await w.search.execute({ term: 'Eagle Nest' }))._unsafeUnwrap();
    expect(found[0]).toMatchObject({ CityName: 'Eagle Nest Ranch', StateCode: 'CO', ZipCode: '80202' });
    const viewed = (await w.view.execute({ token: mapping.token }))._unsafeUnwrap();
    expect(viewed.place).toMatchObject({ CityName: 'Eagle Nest Ranch', ZipLow: '80202', ZipHigh: '80202' });
    // Now a place the search knows: asking for it again is refused.
    expect(
      lines((await w.request.execute(ask({ EmailAddress: 'lee@example.com' })))._unsafeUnwrapErr()),
    ).toEqual([`PlaceName - ${PlaceMappingMessage.alreadyKnown('Eagle Nest Ranch, CO')}`]);
  });

  it('refusals: a Reject needs a note, nothing is decided twice, a place has one live alias, an unknown id is 404', async () => {
    const w = world();
    await w.request.execute(ask());
    await w.request.execute(ask({ EmailAddress: 'lee@example.com' }));
    const decide = (id: number, decision: PlaceMappingDecision, note = '') =>
      w.decide.execute({ viewer: staff, id, decision, note });
    expect(lines((await decide(1, PlaceMappingDecision.Reject))._unsafeUnwrapErr())).toEqual([
      `Note - ${PlaceMappingMessage.noteForReject}`,
    ]);
    (await decide(1, PlaceMappingDecision.Confirm))._unsafeUnwrap();
    expect((await decide(1, PlaceMappingDecision.Confirm))._unsafeUnwrapErr()).toEqual({
      kind: 'PlaceMappingRefused',
      message: PlaceMappingMessage.refused(PlaceMappingStatus.Confirmed, PlaceMappingDecision.Confirm),
    });
    expect((await decide(2, PlaceMappingDecision.Confirm))._unsafeUnwrapErr()).toEqual({
      kind: 'PlaceMappingRefused',
      message: `${PlaceMappingMessage.alreadyMapped('Eagle Nest Ranch, CO')} (request 1)`,
    });
    expect((await decide(9, PlaceMappingDecision.Confirm))._unsafeUnwrapErr()).toEqual({
      kind: 'PlaceMappingNotFound',
      by: 'id',
    });
    (await decide(2, PlaceMappingDecision.Reject, 'Already on our map as Eagle Nest Ranch'))._unsafeUnwrap();
    (await decide(1, PlaceMappingDecision.Withdraw))._unsafeUnwrap();
    expect((await w.search.execute({ term: 'Eagle Nest' }))._unsafeUnwrap()).toEqual([]);
    expect(
      (await w.decide.execute({ viewer: customer, id: 1, decision: 'Confirm', note: '' }))._unsafeUnwrapErr()
        .kind,
    ).toBe('StaffOnly');
  });
});

describe('the city search keeps the confirmed places current with the shared database (issue 15)', () => {
  it('reads the generation at most once per window, the aliases only when it moved; another instance catches up within the window', async () => {
    const w = world();
    // A second instance on the same database: its own index and its own freshness.
    const other = new FakeCities();
    const otherAliases = new KeepCityAliasesCurrent({ store: w.store, index: other, clock: w.clock });
    const otherSearch = new SearchCities(other, otherAliases);
    expect((await otherSearch.execute({ term: 'Eagle' }))._unsafeUnwrap()).toEqual([]);
    await w.search.execute({ term: 'Eagle' });
    const reads = w.store.generationReads;
    await w.search.execute({ term: 'Eagles' });
    expect(w.store.generationReads).toBe(reads);

    await w.request.execute(ask());
    (await w.decide.execute({ viewer: staff, id: 1, decision: 'Confirm', note: '' }))._unsafeUnwrap();
    expect((await otherSearch.execute({ term: 'Eagle' }))._unsafeUnwrap()).toEqual([]);
    w.clock.advance(ALIAS_FRESHNESS_MS);
    expect((await otherSearch.execute({ term: 'Eagle' }))._unsafeUnwrap()[0]?.CityName).toBe(
      'Eagle Nest Ranch',
    );
    const aliasReads = w.store.aliasReads;
    w.clock.advance(ALIAS_FRESHNESS_MS);
    await otherSearch.execute({ term: 'Eagle' });
    expect(w.store.aliasReads).toBe(aliasReads);
    expect(otherAliases.known()).toBe(1);
  });

  it('when the database cannot be read, the aliases held stay in use and the search still answers', async () => {
    const w = world();
    await w.request.execute(ask());
    (await w.decide.execute({ viewer: staff, id: 1, decision: 'Confirm', note: '' }))._unsafeUnwrap();
    await w.search.execute({ term: 'Eagle' });
    const down = { kind: 'StorageUnavailable' as const, message: 'connection refused' };
    const failing = new KeepCityAliasesCurrent({
      store: Object.assign(Object.create(w.store) as InMemoryPlaceMappings, {
        aliasGeneration: () => errAsync(down),
        confirmedAliases: () => errAsync(down),
      }),
      index: w.cities,
      clock: w.clock,
    });
    w.clock.advance(ALIAS_FRESHNESS_MS);
    expect(await failing.current()).toBe(1);
    expect(
      (await new SearchCities(w.cities, failing).execute({ term: 'Eagle' }))._unsafeUnwrap(),
    ).toHaveLength(1);
  });
});

describe('the customer is emailed staff’s answer to their place request (issue 15, the indirect mapping form)', () => {
  const decide = (w: ReturnType<typeof world>, decision: PlaceMappingDecision, note = '') =>
    w.decide.execute({ viewer: staff, id: 1, decision, note });

  it('a confirmation schedules one job for the request, and the job emails the customer the place, a quote link and the status page', async () => {
    const w = world();
    const { mapping } = (await w.request.execute(ask()))._unsafeUnwrap();
    (await decide(w, PlaceMappingDecision.Confirm))._unsafeUnwrap();
    expect(w.jobs.jobs).toEqual([
      { name: JobName.AnswerPlaceRequest, key: 'place-request:1', data: { id: 1 }, runAt: null },
    ]);
    expect((await w.answer.execute({ id: 1 }))._unsafeUnwrap()).toEqual({ kind: 'Done' });
    expect(w.mail.sent).toHaveLength(1);
    const email = w.mail.sent[0];
    expect(email).toMatchObject({
      to: 'pat@example.com',
      subject: 'Eagle Nest Ranch, CO is now in our city search',
      quoteId: null,
      messageKey: 'place-request:1:Confirmed',
    });
    expect(email?.text).toContain('priced from Denver, CO');
    expect(email?.text).toContain(`${PLACE_REQUEST_TEXT.getQuote}: https://relomove.example/moving-quote`);
    expect(email?.text).toContain(
      `${PLACE_REQUEST_TEXT.status}: https://relomove.example/moving-quotes/indirect-mapping/${mapping.token}`,
    );
  });

  it('a rejection carries staff’s note and the way to ask again; a withdrawal (staff’s own correction) emails nothing', async () => {
    const w = world();
    await w.request.execute(ask());
    (await decide(w, PlaceMappingDecision.Reject, 'That ranch is in Wyoming'))._unsafeUnwrap();
    await w.answer.execute({ id: 1 });
    expect(w.mail.sent[0]?.subject).toBe('About your request to add Eagle Nest Ranch, CO');
    expect(w.mail.sent[0]?.text).toContain(PLACE_REQUEST_TEXT.why('That ranch is in Wyoming'));
    expect(w.mail.sent[0]?.text).toContain(
      `${PLACE_REQUEST_TEXT.askAgain}: https://relomove.example/moving-quotes/indirect-mapping`,
    );

    const v = world();
    await v.request.execute(ask());
    await decide(v, PlaceMappingDecision.Confirm);
    await decide(v, PlaceMappingDecision.Withdraw);
    expect(v.jobs.jobs).toHaveLength(1);
    // The confirmation's job runs after the withdrawal: the request is no longer answered, nothing is sent.
    expect((await v.answer.execute({ id: 1 }))._unsafeUnwrap()).toEqual({ kind: 'Done' });
    expect(v.mail.sent).toEqual([]);
  });

  it('an email service that cannot deliver now is retried; an address that can never receive mail stops the job', async () => {
    const w = world();
    await w.request.execute(ask());
    await decide(w, PlaceMappingDecision.Confirm);
    w.mail.refusal = { kind: 'TemporaryFailure', message: 'Try again later' };
    expect((await w.answer.execute({ id: 1 }))._unsafeUnwrap()).toEqual({
      kind: 'Retry',
      message: 'Try again later',
    });
    w.mail.refusal = { kind: 'HardBounce', message: 'No such mailbox' };
    expect((await w.answer.execute({ id: 1 }))._unsafeUnwrap()).toMatchObject({ kind: 'Permanent' });
    expect(w.mail.sent).toEqual([]);
  });
});
