import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPlaceMapping } from '../../application/ports/place-mappings';
import { PlaceMappingStatus } from '../../domain/location/place-mapping';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgPlaceMappings } from './pg-place-mappings';
import { PgReferrerArrivals } from './pg-referrer-arrivals';

const AT = '2026-11-26T15:00:00.000Z';
const request = (over: Partial<NewPlaceMapping> = {}): NewPlaceMapping => ({
  placeName: 'Eagle Nest Ranch',
  placeKey: 'eagle nest ranch',
  stateCode: 'CO',
  nearCity: 'Denver',
  nearState: 'CO',
  nearZip: '80202',
  milesAway: 12,
  email: 'pat@example.com',
  note: 'Past the grain elevator',
  source: 'CitySearch',
  createdAt: AT,
  ...over,
});
const decision = (status: PlaceMappingStatus, note = '') => ({
  status,
  at: AT,
  by: 'desk@relomove.test',
  note,
});

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'place mappings and referrer arrivals on $name (issue 15, migration 0032)',
  (underTest) => {
    let database: Database;
    let second: Database;
    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    it('adds a Pending request with an unguessable token; the same place from the same address is the same request', async () => {
      const store = new PgPlaceMappings(database.db);
      const added = (await store.add(request(), 5))._unsafeUnwrap();
      if (added.kind !== 'added') throw new Error(added.kind);
      expect(added.mapping).toMatchObject({
        status: 'Pending',
        createdAt: AT,
        decidedAt: null,
        milesAway: 12,
      });
      expect(added.mapping.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const again = (await new PgPlaceMappings(second.db).add(request(), 5))._unsafeUnwrap();
      expect(again).toEqual({ kind: 'existing', mapping: added.mapping });
      expect((await store.byToken(added.mapping.token))._unsafeUnwrap()).toEqual(added.mapping);
      expect((await store.byId(added.mapping.id))._unsafeUnwrap()).toEqual(added.mapping);
      expect((await store.byToken('x'.repeat(22)))._unsafeUnwrap()).toBeNull();
    });

    it('caps the waiting requests of one address, even when instances add at once', async () => {
      const stores = [new PgPlaceMappings(database.db), new PgPlaceMappings(second.db)];
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          stores[i % 2]?.add(
            request({ email: 'many@example.com', placeKey: `place ${i}`, placeName: `Place ${i}` }),
            4,
          ),
        ),
      );
      const kinds = outcomes.map((o) => o?._unsafeUnwrap().kind);
      expect(kinds.filter((k) => k === 'added')).toHaveLength(4);
      expect(kinds.filter((k) => k === 'tooMany')).toHaveLength(2);
    });

    it('decides in one step: one live alias per place, a decided request cannot be decided from its old status', async () => {
      const store = new PgPlaceMappings(database.db);
      const start = (await store.aliasGeneration())._unsafeUnwrap();
      const a = (
        await store.add(
          request({ email: 'a@example.com', placeKey: 'quiet hollow', placeName: 'Quiet Hollow' }),
          5,
        )
      )._unsafeUnwrap();
      const b = (
        await store.add(
          request({ email: 'b@example.com', placeKey: 'quiet hollow', placeName: 'Quiet Hollow' }),
          5,
        )
      )._unsafeUnwrap();
      if (a.kind !== 'added' || b.kind !== 'added') throw new Error('not added');
      const [first, other] = await Promise.all([
        store.decide(a.mapping.id, PlaceMappingStatus.Pending, decision(PlaceMappingStatus.Confirmed)),
        new PgPlaceMappings(second.db).decide(
          b.mapping.id,
          PlaceMappingStatus.Pending,
          decision(PlaceMappingStatus.Confirmed),
        ),
      ]);
      const kinds = [first._unsafeUnwrap().kind, other._unsafeUnwrap().kind].sort();
      expect(kinds).toEqual(['alreadyMapped', 'decided']);
      expect((await store.aliasGeneration())._unsafeUnwrap()).toBe(start + 1);
      const aliases = (await store.confirmedAliases())._unsafeUnwrap();
      expect(aliases.filter((alias) => alias.placeKey === 'quiet hollow')).toEqual([
        {
          placeName: 'Quiet Hollow',
          placeKey: 'quiet hollow',
          stateCode: 'CO',
          nearCity: 'Denver',
          nearState: 'CO',
          nearZip: '80202',
        },
      ]);
      const confirmed = first._unsafeUnwrap().kind === 'decided' ? a : b;
      const stale = (
        await store.decide(
          confirmed.mapping.id,
          PlaceMappingStatus.Pending,
          decision(PlaceMappingStatus.Rejected, 'no'),
        )
      )._unsafeUnwrap();
      expect(stale.kind === 'moved' && stale.mapping.status).toBe('Confirmed');
      const withdrawn = (
        await store.decide(
          confirmed.mapping.id,
          PlaceMappingStatus.Confirmed,
          decision(PlaceMappingStatus.Withdrawn, 'Mapped by mistake'),
        )
      )._unsafeUnwrap();
      expect(withdrawn.kind === 'decided' && withdrawn.mapping).toMatchObject({
        status: 'Withdrawn',
        decidedBy: 'desk@relomove.test',
        decisionNote: 'Mapped by mistake',
        decidedAt: AT,
      });
      expect((await store.aliasGeneration())._unsafeUnwrap()).toBe(start + 2);
      expect(
        (
          await store.decide(999_999, PlaceMappingStatus.Pending, decision(PlaceMappingStatus.Confirmed))
        )._unsafeUnwrap(),
      ).toEqual({ kind: 'notFound' });
    });

    it('lists the queue oldest first and the decided newest first', async () => {
      const store = new PgPlaceMappings(database.db);
      const pending = (await store.list({ status: PlaceMappingStatus.Pending, limit: 50 }))._unsafeUnwrap();
      expect(pending.length).toBeGreaterThan(1);
      expect(pending.every((m) => m.status === 'Pending')).toBe(true);
      const ids = pending.map((m) => m.id);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);
      expect((await store.list({ status: null, limit: 2 }))._unsafeUnwrap()).toHaveLength(2);
    });

    it('records an arrival once per visitor, referrer and day, and counts them per referrer since a day', async () => {
      const arrivals = new PgReferrerArrivals(database.db);
      const arrive = (referrer: 'PACKRATWEB' | 'ZPPYSHWEB', visitorKey: string, day: string) =>
        arrivals.record({ referrer, visitorKey, page: '/', at: `${day}T15:00:00.000Z`, day });
      expect((await arrive('PACKRATWEB', 'v1', '2026-11-25'))._unsafeUnwrap()).toBe(true);
      expect(
        (
          await new PgReferrerArrivals(second.db).record({
            referrer: 'PACKRATWEB',
            visitorKey: 'v1',
            page: '/x',
            at: AT,
            day: '2026-11-25',
          })
        )._unsafeUnwrap(),
      ).toBe(false);
      expect((await arrive('PACKRATWEB', 'v1', '2026-11-26'))._unsafeUnwrap()).toBe(true);
      expect((await arrive('ZPPYSHWEB', 'v2', '2026-11-26'))._unsafeUnwrap()).toBe(true);
      expect((await arrivals.count(null))._unsafeUnwrap()).toEqual([
        {
          referrer: 'PACKRATWEB',
          arrivals: 2,
          first: '2026-11-25T15:00:00.000Z',
          last: '2026-11-26T15:00:00.000Z',
        },
        {
          referrer: 'ZPPYSHWEB',
          arrivals: 1,
          first: '2026-11-26T15:00:00.000Z',
          last: '2026-11-26T15:00:00.000Z',
        },
      ]);
      expect((await arrivals.count('2026-11-26'))._unsafeUnwrap().map((r) => r.arrivals)).toEqual([1, 1]);
    });
  },
);
