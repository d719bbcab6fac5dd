import type { ResultAsync } from 'neverthrow';
import type { PlaceMappingSource, PlaceMappingStatus } from '../../domain/location/place-mapping';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/**
 * §1 the indirect mapping form (issue 15): one customer's request to map a place the city search does not
 * know to a nearby city it does, and its review by staff.
 */
export interface PlaceMapping {
  id: number;
  /** The request's own link token (random, unguessable): the customer's status page reads it by this alone. */
  token: string;
  /** The place as the customer wrote it (tidied), and its search key (domain placeKey). */
  placeName: string;
  placeKey: string;
  /** The place's state or province: the nearby city's. */
  stateCode: string;
  /** The nearby city as the city search answered it. */
  nearCity: string;
  nearState: string;
  nearZip: string;
  milesAway: number | null;
  /** Lower-cased. */
  email: string;
  note: string;
  source: PlaceMappingSource;
  status: PlaceMappingStatus;
  /** ISO-8601. */
  createdAt: string;
  decidedAt: string | null;
  /** The staff member who decided last (their email or the terminal's operator). */
  decidedBy: string | null;
  /** Staff's words to the customer (required when rejecting); '' when none. */
  decisionNote: string;
}

export type NewPlaceMapping = Omit<
  PlaceMapping,
  'id' | 'token' | 'status' | 'decidedAt' | 'decidedBy' | 'decisionNote'
>;

export type AddPlaceMappingOutcome =
  /** Stored as a new Pending request. */
  | { kind: 'added'; mapping: PlaceMapping }
  /** The same address already has this place waiting: that request (asking twice changes nothing). */
  | { kind: 'existing'; mapping: PlaceMapping }
  /** The address already has `max` requests waiting. */
  | { kind: 'tooMany' };

export type DecidePlaceMappingOutcome =
  | { kind: 'decided'; mapping: PlaceMapping }
  /** No request has this id. */
  | { kind: 'notFound' }
  /** It is no longer in the status the decision was taken from (decided meanwhile): its status now. */
  | { kind: 'moved'; mapping: PlaceMapping }
  /** Confirming would make a second live alias of the same place and state: the live one. */
  | { kind: 'alreadyMapped'; live: PlaceMapping };

/** A confirmed mapping as the city search uses it: the place and the nearby city it stands for. */
export type PlaceAlias = Pick<
  PlaceMapping,
  'placeName' | 'placeKey' | 'stateCode' | 'nearCity' | 'nearState' | 'nearZip'
>;

export interface PlaceMappingFilter {
  /** Only this status; null for all. */
  status: PlaceMappingStatus | null;
  limit: number;
}

/** The requests and their review, shared by every instance (the database). */
export interface PlaceMappingStore {
  /**
   * Adds a Pending request, unless the same address has one for this place and state waiting (answered
   * instead) or already has `pendingMax` waiting. One step per address, so instances cannot both add.
   */
  add(request: NewPlaceMapping, pendingMax: number): ResultAsync<AddPlaceMappingOutcome, RepositoryError>;
  byToken(token: string): ResultAsync<PlaceMapping | null, RepositoryError>;
  /** Pending ones oldest first (the review queue), the others newest decision first. */
  list(filter: PlaceMappingFilter): ResultAsync<PlaceMapping[], RepositoryError>;
  /**
   * Moves request `id` from status `from` to `change.status`, recording who, when and the note; in one step,
   * so two staff members deciding at once cannot both win. A Confirmed result is the only live alias of its
   * place and state.
   */
  decide(
    id: number,
    from: PlaceMappingStatus,
    change: { status: PlaceMappingStatus; at: string; by: string; note: string },
  ): ResultAsync<DecidePlaceMappingOutcome, RepositoryError>;
  byId(id: number): ResultAsync<PlaceMapping | null, RepositoryError>;
  /** The generation of the live aliases (domain decisionsBehind summed): it changes whenever they do. */
  aliasGeneration(): ResultAsync<number, RepositoryError>;
  /** Every Confirmed mapping. */
  confirmedAliases(): ResultAsync<PlaceAlias[], RepositoryError>;
}
export const PlaceMappingStore: Token<PlaceMappingStore> = Symbol('PlaceMappingStore');

/**
 * The city search's in-memory aliases (adapters/reference-data): the set it answers from and the generation
 * it was read at. Each instance holds its own copy, kept current from the database by KeepCityAliasesCurrent.
 */
export interface CityAliasIndex {
  /** The generation of the aliases held; null before any were read. */
  generation(): number | null;
  /** Replaces the aliases with those read at `generation`. */
  learn(generation: number, aliases: readonly PlaceAlias[]): void;
}
export const CityAliasIndex: Token<CityAliasIndex> = Symbol('CityAliasIndex');

/** Keeps the aliases current, for the city search, POST quotes/add and the kept search answers. */
export interface CityAliases {
  /** The generation held, when it was checked within the freshness window; null when it must be checked again. */
  known(): number | null;
  /** Checks the database when the window has passed (reading the aliases when they changed); the generation held. */
  current(): Promise<number | null>;
  /** Forget the last check: the next `current` reads the database (after a decision on this instance). */
  markStale(): void;
}
export const CityAliases: Token<CityAliases> = Symbol('CityAliases');
