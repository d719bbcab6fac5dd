import { okAsync } from 'neverthrow';
import type {
  AddPlaceMappingOutcome,
  DecidePlaceMappingOutcome,
  NewPlaceMapping,
  PlaceMapping,
  PlaceMappingStore,
} from '../../application/ports/place-mappings';
import { decisionsBehind, PlaceMappingStatus } from '../../domain/location/place-mapping';

/** The PlaceMappingStore's rules in memory, for use-case tests (the Pg store is tested on both databases). */
export class InMemoryPlaceMappings implements PlaceMappingStore {
  readonly rows: PlaceMapping[] = [];
  generationReads = 0;
  aliasReads = 0;

  add(request: NewPlaceMapping, pendingMax: number) {
    const waiting = this.rows.filter(
      (r) => r.email === request.email && r.status === PlaceMappingStatus.Pending,
    );
    const same = waiting.find((r) => r.placeKey === request.placeKey && r.stateCode === request.stateCode);
    if (same) return okAsync<AddPlaceMappingOutcome>({ kind: 'existing', mapping: same });
    if (waiting.length >= pendingMax) return okAsync<AddPlaceMappingOutcome>({ kind: 'tooMany' });
    const id = this.rows.length + 1;
    const mapping: PlaceMapping = {
      ...request,
      id,
      token: `token-${String(id).padStart(16, '0')}`,
      status: PlaceMappingStatus.Pending,
      decidedAt: null,
      decidedBy: null,
      decisionNote: '',
    };
    this.rows.push(mapping);
    return okAsync<AddPlaceMappingOutcome>({ kind: 'added', mapping });
  }

  byToken(token: string) {
    return okAsync(this.rows.find((r) => r.token === token) ?? null);
  }

  byId(id: number) {
    return okAsync(this.rows.find((r) => r.id === id) ?? null);
  }

  list(filter: { status: PlaceMappingStatus | null; limit: number }) {
    return okAsync(
      this.rows.filter((r) => filter.status === null || r.status === filter.status).slice(0, filter.limit),
    );
  }

  decide(
    id: number,
    from: PlaceMappingStatus,
    change: { status: PlaceMappingStatus; at: string; by: string; note: string },
  ) {
    const at = this.rows.findIndex((r) => r.id === id);
    const row = this.rows[at];
    if (!row) return okAsync<DecidePlaceMappingOutcome>({ kind: 'notFound' });
    if (row.status !== from) return okAsync<DecidePlaceMappingOutcome>({ kind: 'moved', mapping: row });
    const live = this.rows.find(
      (r) =>
        r.id !== id &&
        r.status === PlaceMappingStatus.Confirmed &&
        r.placeKey === row.placeKey &&
        r.stateCode === row.stateCode,
    );
    if (live && change.status === PlaceMappingStatus.Confirmed)
      return okAsync<DecidePlaceMappingOutcome>({ kind: 'alreadyMapped', live });
    const mapping = {
      ...row,
      status: change.status,
      decidedAt: change.at,
      decidedBy: change.by,
      decisionNote: change.note,
    };
    this.rows[at] = mapping;
    return okAsync<DecidePlaceMappingOutcome>({ kind: 'decided', mapping });
  }

  aliasGeneration() {
    this.generationReads += 1;
    return okAsync(this.rows.reduce((sum, r) => sum + decisionsBehind(r.status), 0));
  }

  confirmedAliases() {
    this.aliasReads += 1;
    return okAsync(
      this.rows
        .filter((r) => r.status === PlaceMappingStatus.Confirmed)
        .map(({ placeName, placeKey, stateCode, nearCity, nearState, nearZip }) => ({
          placeName,
          placeKey,
          stateCode,
          nearCity,
          nearState,
          nearZip,
        })),
    );
  }
}
