import { createHash, randomBytes } from 'node:crypto';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type {
  AddPlaceMappingOutcome,
  DecidePlaceMappingOutcome,
  NewPlaceMapping,
  PlaceAlias,
  PlaceMapping,
  PlaceMappingFilter,
  PlaceMappingStore,
} from '../../application/ports/place-mappings';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { type PlaceMappingSource, PlaceMappingStatus } from '../../domain/location/place-mapping';
import { PgStore } from './pg-store';
import type { Schema } from './schema';
import type { PlaceMappingsTable } from './schema-after-move';
import { storage } from './storage';

/** A transaction-scoped advisory lock id: the first 8 bytes of the SHA-256 of `what`. */
function lockId(what: string): string {
  return createHash('sha256').update(what).digest().readBigInt64BE(0).toString();
}

const lock = (trx: Transaction<Schema>, what: string) =>
  sql`select pg_advisory_xact_lock(${lockId(what)}::bigint)`.execute(trx);

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A request's place and the nearby city it was mapped to, from its columns. */
function placeOf(
  row: Pick<
    Selectable<PlaceMappingsTable>,
    'place_name' | 'place_key' | 'state_code' | 'near_city' | 'near_state' | 'near_zip'
  >,
) {
  return {
    placeName: row.place_name,
    placeKey: row.place_key,
    stateCode: row.state_code,
    nearCity: row.near_city,
    nearState: row.near_state,
    nearZip: row.near_zip,
  };
}

function mappingOf(row: Selectable<PlaceMappingsTable>): PlaceMapping {
  return {
    id: Number(row.id),
    token: row.token,
    ...placeOf(row),
    milesAway: row.miles_away === null ? null : Number(row.miles_away),
    email: row.email,
    note: row.note,
    source: row.source as PlaceMappingSource,
    status: row.status as PlaceMappingStatus,
    createdAt: isoOf(row.created_at) ?? '',
    decidedAt: isoOf(row.decided_at),
    decidedBy: row.decided_by,
    decisionNote: row.decision_note,
  };
}

/**
 * §1 indirect mapping requests (issue 15) in place_mappings (migration 0032), on PGlite or PostgreSQL. A new
 * request is added under an advisory lock on its address, a decision under one on its place, so instances
 * sharing the database take turns: an address never gets two waiting requests for one place nor more than
 * the cap, and a place never gets two live aliases (the partial unique indexes say so as well).
 */
export class PgPlaceMappings extends PgStore implements PlaceMappingStore {
  add(request: NewPlaceMapping, pendingMax: number): ResultAsync<AddPlaceMappingOutcome, RepositoryError> {
    return storage(() =>
      this.db.transaction().execute(async (trx): Promise<AddPlaceMappingOutcome> => {
        await lock(trx, `place-mapping-email:${request.email}`);
        const waiting = await trx
          .selectFrom('place_mappings')
          .selectAll()
          .where('email', '=', request.email)
          .where('status', '=', PlaceMappingStatus.Pending)
          .execute();
        const same = waiting.find(
          (row) => row.place_key === request.placeKey && row.state_code === request.stateCode,
        );
        if (same) return { kind: 'existing', mapping: mappingOf(same) };
        if (waiting.length >= pendingMax) return { kind: 'tooMany' };
        const row = await trx
          .insertInto('place_mappings')
          .values({
            token: randomBytes(16).toString('base64url'),
            place_name: request.placeName,
            place_key: request.placeKey,
            state_code: request.stateCode,
            near_city: request.nearCity,
            near_state: request.nearState,
            near_zip: request.nearZip,
            miles_away: request.milesAway,
            email: request.email,
            note: request.note,
            source: request.source,
            status: PlaceMappingStatus.Pending,
            created_at: request.createdAt,
            decided_at: null,
            decided_by: null,
            decision_note: '',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { kind: 'added', mapping: mappingOf(row) };
      }),
    );
  }

  byToken(token: string): ResultAsync<PlaceMapping | null, RepositoryError> {
    return this.one('token', token);
  }

  byId(id: number): ResultAsync<PlaceMapping | null, RepositoryError> {
    return this.one('id', id);
  }

  /** The request whose token or id this is, or null. */
  private one(
    column: 'token' | 'id',
    value: string | number,
  ): ResultAsync<PlaceMapping | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('place_mappings')
        .selectAll()
        .where(column, '=', value)
        .executeTakeFirst();
      return row ? mappingOf(row) : null;
    });
  }

  list(filter: PlaceMappingFilter): ResultAsync<PlaceMapping[], RepositoryError> {
    return storage(async () => {
      let query = this.db.selectFrom('place_mappings').selectAll();
      if (filter.status !== null) query = query.where('status', '=', filter.status);
      // The queue oldest first, so the longest-waiting customer is answered first; decided ones newest first.
      query =
        filter.status === PlaceMappingStatus.Pending
          ? query.orderBy('created_at', 'asc').orderBy('id', 'asc')
          : query.orderBy(sql`coalesce(decided_at, created_at)`, 'desc').orderBy('id', 'desc');
      const rows = await query.limit(filter.limit).execute();
      return rows.map(mappingOf);
    });
  }

  decide(
    id: number,
    from: PlaceMappingStatus,
    change: { status: PlaceMappingStatus; at: string; by: string; note: string },
  ): ResultAsync<DecidePlaceMappingOutcome, RepositoryError> {
    return storage(() =>
      this.db.transaction().execute(async (trx): Promise<DecidePlaceMappingOutcome> => {
        const found = await trx
          .selectFrom('place_mappings')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!found) return { kind: 'notFound' };
        await lock(trx, `place-mapping-place:${found.place_key}|${found.state_code}`);
        const row = await trx
          .selectFrom('place_mappings')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.status !== from) return { kind: 'moved', mapping: mappingOf(row) };
        if (change.status === PlaceMappingStatus.Confirmed) {
          const live = await trx
            .selectFrom('place_mappings')
            .selectAll()
            .where('place_key', '=', row.place_key)
            .where('state_code', '=', row.state_code)
            .where('status', '=', PlaceMappingStatus.Confirmed)
            .where('id', '<>', id)
            .executeTakeFirst();
          if (live) return { kind: 'alreadyMapped', live: mappingOf(live) };
        }
        const updated = await trx
          .updateTable('place_mappings')
          .set({
            status: change.status,
            decided_at: change.at,
            decided_by: change.by,
            decision_note: change.note,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { kind: 'decided', mapping: mappingOf(updated) };
      }),
    );
  }

  aliasGeneration(): ResultAsync<number, RepositoryError> {
    return storage(async () => {
      const row = await sql<{ generation: string | number | null }>`
        select coalesce(sum(case status when 'Pending' then 0 when 'Withdrawn' then 2 else 1 end), 0) as generation
        from place_mappings`.execute(this.db);
      return Number(row.rows[0]?.generation ?? 0);
    });
  }

  confirmedAliases(): ResultAsync<PlaceAlias[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('place_mappings')
        .select(['place_name', 'place_key', 'state_code', 'near_city', 'near_state', 'near_zip'])
        .where('status', '=', PlaceMappingStatus.Confirmed)
        .orderBy('id')
        .execute();
      return rows.map(placeOf);
    });
  }
}
