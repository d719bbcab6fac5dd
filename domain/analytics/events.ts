import { err, ok, type Result } from 'neverthrow';
import type { FieldError } from '../validation/field-messages';
import { maxLengthMessage } from '../validation/messages';
import { AnalyticsLogEvent } from './log-events';

export { AnalyticsLogEvent };

/**
 * §9 "Analytics ids are tracking only (range 4 to 10005)". They label events for reporting; nothing
 * in the product decides anything by them.
 */
export const ANALYTICS_ID_MIN = 4;
export const ANALYTICS_ID_MAX = 10005;

/** The §9 ranges named by the specification (inclusive). What each range is for is not shown. */
export const ANALYTICS_ID_RANGES = {
  /** 9000-9253: we file the §8 analytics error events here (except reservation payment, §9 8000). */
  errors: { from: 9000, to: 9253 },
  /** 3000-3022: the dashboard (§9 "dashboard loaded 3002" falls in it). */
  dashboard: { from: 3000, to: 3022 },
  /** 3500-3503: we file site navigation here (the §2 eyebrow menu click). */
  navigation: { from: 3500, to: 3503 },
} as const;

/** The §9 example ids. */
export const AnalyticsId = {
  reservationConfirmation: 6,
  quoteSuccess: 41,
  quoteSubmit: 1110,
  dashboardLoaded: 3002,
  reservationPaymentError: 8000,
} as const;

/**
 * The §8 analytics error events, by name, with the ids we gave them (their ids are not shown).
 * Reservation payment uses the §9 id 8000; the others are numbered inside §9's 9000-9253 range,
 * grouped by tens: quotes 9001-9003, Affirm 9010-9012, bot checks 9020-9022, insect inspection
 * 9030-9031, surveys 9040. "Invalid HMAC on create or edit" and "insect-inspection API or user
 * error" are two events each, so a report can tell them apart.
 */
export const AnalyticsErrorEvent = {
  quoteSubmit: { id: 9001, name: 'quote_submit_error' },
  editQuoteSubmit: { id: 9002, name: 'edit_quote_submit_error' },
  reservation: { id: 9003, name: 'reservation_error' },
  reservationPayment: { id: AnalyticsId.reservationPaymentError, name: 'reservation_payment_error' },
  affirmGeneric: { id: 9010, name: 'affirm_generic_error' },
  affirmValidation: { id: 9011, name: 'affirm_validation_error' },
  affirmPopupsDisabled: { id: 9012, name: 'affirm_popups_disabled' },
  invalidHmacCreate: { id: 9020, name: 'invalid_hmac_create' },
  invalidHmacEdit: { id: 9021, name: 'invalid_hmac_edit' },
  captchaRedirect: { id: 9022, name: 'captcha_redirect' },
  insectInspectionApiError: { id: 9030, name: 'insect_inspection_api_error' },
  insectInspectionUserError: { id: 9031, name: 'insect_inspection_user_error' },
  postDeliverySurveySubmit: { id: 9040, name: 'post_delivery_survey_submit_error' },
} as const satisfies Record<string, { id: number; name: string }>;

/** Tracking events we name ourselves (not error events), with their ids. */
export const AnalyticsTrackingEvent = {
  quoteSubmit: { id: AnalyticsId.quoteSubmit, name: 'quote_submit' },
  quoteSuccess: { id: AnalyticsId.quoteSuccess, name: 'quote_success' },
  reservationConfirmation: { id: AnalyticsId.reservationConfirmation, name: 'reservation_confirmation' },
  dashboardLoaded: { id: AnalyticsId.dashboardLoaded, name: 'dashboard_loaded' },
  /** §2 eyebrow menu click (domain/accounts/eyebrow.ts menuClickEvent's name). */
  eyebrowMenuClick: { id: 3500, name: 'eyebrow_menu_click' },
} as const satisfies Record<string, { id: number; name: string }>;

/** Every named event's id by its name, for events tracked by name only. */
export const ANALYTICS_ID_BY_NAME: ReadonlyMap<string, number> = new Map(
  [
    ...Object.values(AnalyticsTrackingEvent),
    ...Object.values(AnalyticsErrorEvent),
    ...Object.values(AnalyticsLogEvent),
  ].map((event) => [event.name, event.id] as const),
);

/** Limits of one event (ours; §9 gives only the id range). */
export const ANALYTICS_NAME_MAX = 80;
export const ANALYTICS_PAGE_MAX = 200;
export const ANALYTICS_DETAIL_MAX_ENTRIES = 10;
export const ANALYTICS_DETAIL_KEY_MAX = 40;
export const ANALYTICS_DETAIL_VALUE_MAX = 200;
/** A §3 reference number, digits only (§5); '' before there is a quote. */
export const ANALYTICS_REFERENCE_MAX = 12;
/** How many events one call may carry. */
export const ANALYTICS_BATCH_MAX = 50;

/** One analytics event as it is recorded. */
export interface AnalyticsEvent {
  /** §9 tracking id, 4..10005. */
  id: number;
  name: string;
  /** The quote's reference number, digits only (§5); '' when there is none yet. */
  quoteReference: string;
  /** The page (path) it happened on. */
  page: string;
  detail?: Record<string, string>;
}

const DIGITS = /^[0-9]*$/;

/** The rules of one event, as §5 'field - message' errors (field names relative to the event). */
export function validateAnalyticsEvent(event: AnalyticsEvent): Result<AnalyticsEvent, FieldError[]> {
  const errors: FieldError[] = [];
  if (!Number.isInteger(event.id) || event.id < ANALYTICS_ID_MIN || event.id > ANALYTICS_ID_MAX) {
    errors.push({
      field: 'id',
      message: `Value must be between ${ANALYTICS_ID_MIN} and ${ANALYTICS_ID_MAX}`,
    });
  }
  if (event.name.trim() === '') errors.push({ field: 'name', message: 'The value is required' });
  if (event.name.length > ANALYTICS_NAME_MAX) {
    errors.push({ field: 'name', message: maxLengthMessage(ANALYTICS_NAME_MAX) });
  }
  if (!DIGITS.test(event.quoteReference)) {
    errors.push({ field: 'quoteReference', message: 'Value must be digits only' });
  } else if (event.quoteReference.length > ANALYTICS_REFERENCE_MAX) {
    errors.push({ field: 'quoteReference', message: maxLengthMessage(ANALYTICS_REFERENCE_MAX) });
  }
  if (event.page.length > ANALYTICS_PAGE_MAX) {
    errors.push({ field: 'page', message: maxLengthMessage(ANALYTICS_PAGE_MAX) });
  }
  const entries = Object.entries(event.detail ?? {});
  if (entries.length > ANALYTICS_DETAIL_MAX_ENTRIES) {
    errors.push({ field: 'detail', message: `At most ${ANALYTICS_DETAIL_MAX_ENTRIES} items are allowed` });
  }
  for (const [key, value] of entries) {
    if (key.length > ANALYTICS_DETAIL_KEY_MAX) {
      errors.push({ field: `detail.${key}`, message: `Name: ${maxLengthMessage(ANALYTICS_DETAIL_KEY_MAX)}` });
    }
    if (value.length > ANALYTICS_DETAIL_VALUE_MAX) {
      errors.push({ field: `detail.${key}`, message: maxLengthMessage(ANALYTICS_DETAIL_VALUE_MAX) });
    }
  }
  return errors.length === 0 ? ok(event) : err(errors);
}

/** A loosely shaped tracked event (the site's Analytics port): a name and flat fields. */
export type LooseEvent = { name: string } & Record<string, string | number | boolean | null>;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * A tracked event as the recorded shape: its id is its `id` field, else the id of its name in the
 * catalogue; `quoteReference` is kept digits only; the other fields become `detail` (at most 10, each
 * clipped to 200 characters; nulls dropped). Null when the event has no known id or is still invalid.
 */
export function toAnalyticsEvent(loose: LooseEvent, page: string): AnalyticsEvent | null {
  const { name, id, quoteReference, ...rest } = loose;
  const knownId = typeof id === 'number' ? id : ANALYTICS_ID_BY_NAME.get(name);
  if (knownId === undefined) return null;
  const detail: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === null || Object.keys(detail).length >= ANALYTICS_DETAIL_MAX_ENTRIES) continue;
    detail[clip(key, ANALYTICS_DETAIL_KEY_MAX)] = clip(String(value), ANALYTICS_DETAIL_VALUE_MAX);
  }
  const event: AnalyticsEvent = {
    id: knownId,
    name: clip(name, ANALYTICS_NAME_MAX),
    quoteReference: String(quoteReference ?? '').replace(/[^0-9]/g, ''),
    page: clip(page, ANALYTICS_PAGE_MAX),
    ...(Object.keys(detail).length > 0 ? { detail } : {}),
  };
  return validateAnalyticsEvent(event).isOk() ? event : null;
}
