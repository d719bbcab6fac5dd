import type { ColumnType, Generated } from 'kysely';

// Tables of the Schema (schema.ts): surveys, acknowledgements, inspection forms, place mappings and referrer arrivals (issue 15).

/** Issue 15 (migration 0031): one post-delivery survey answer per move; ratings 1-5 (a step may be null). */
export interface PostDeliverySurveysTable {
  quote_id: number;
  overall_rating: number;
  drop_off_rating: number | null;
  pickup_rating: number | null;
  transit_rating: number | null;
  delivery_rating: number | null;
  recommend_score: number;
  comment: string;
  submitted_by: string;
  submitted_at: ColumnType<Date, string, string>;
  updated_at: ColumnType<Date, string, string>;
  revision: Generated<number>;
}

/** Issue 15 (migration 0031): one health-and-safety acknowledgement per move. */
export interface CovidAcknowledgementsTable {
  quote_id: number;
  household_well: boolean;
  masks_requested: boolean;
  contactless_handover: boolean;
  submitted_by: string;
  submitted_at: ColumnType<Date, string, string>;
  updated_at: ColumnType<Date, string, string>;
  revision: Generated<number>;
}

/** Issue 15: one signed spongy moth inspection form per booked move (migration 0030). */
export interface InspectionFormsTable {
  quote_id: number;
  /** The checklist's item ids, as a text[]. */
  items_checked: ColumnType<string[], string[], string[]>;
  no_outdoor_items: boolean;
  signer_name: string;
  /** 'YYYY-MM-DD' (both drivers read a date as its text). */
  date_signed: string;
  submitted_at: ColumnType<Date, string, string>;
  submitted_by: string;
}

/** Issue 15 (migration 0032): §1 indirect mapping requests and their review. */
export interface PlaceMappingsTable {
  id: Generated<number>;
  token: string;
  place_name: string;
  place_key: string;
  state_code: string;
  near_city: string;
  near_state: string;
  near_zip: string;
  miles_away: number | null;
  email: string;
  note: string;
  source: string;
  status: string;
  created_at: ColumnType<Date, string, never>;
  decided_at: ColumnType<Date | null, string | null | undefined, string | null>;
  decided_by: string | null;
  decision_note: string;
}

/** Issue 15 (migration 0032): §5 budget-flow referrer arrivals, one per visitor, referrer and day. */
export interface ReferrerArrivalsTable {
  id: Generated<number>;
  referrer: string;
  visitor_key: string;
  /** 'YYYY-MM-DD' (read back as its text, database.ts). */
  day: string;
  page: string;
  arrived_at: ColumnType<Date, string, never>;
}
