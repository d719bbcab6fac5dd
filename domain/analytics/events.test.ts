import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ID_BY_NAME,
  ANALYTICS_ID_MAX,
  ANALYTICS_ID_MIN,
  ANALYTICS_ID_RANGES,
  AnalyticsErrorEvent,
  type AnalyticsEvent,
  AnalyticsId,
  AnalyticsLogEvent,
  AnalyticsTrackingEvent,
  toAnalyticsEvent,
  validateAnalyticsEvent,
} from './events';

const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  id: AnalyticsId.quoteSuccess,
  name: 'quote_success',
  quoteReference: '1000001',
  page: '/quote',
  ...overrides,
});
const fields = (e: AnalyticsEvent) =>
  validateAnalyticsEvent(e).match(
    () => [],
    (errors) => errors.map((x) => x.field),
  );
const inRange = (id: number, range: { from: number; to: number }) => id >= range.from && id <= range.to;

describe('§9 analytics ids', () => {
  it('§9 the example ids: quote success 41, reservation confirmation 6, quote submit 1110, dashboard loaded 3002, reservation payment error 8000', () => {
    expect(AnalyticsId).toEqual({
      reservationConfirmation: 6,
      quoteSuccess: 41,
      quoteSubmit: 1110,
      dashboardLoaded: 3002,
      reservationPaymentError: 8000,
    });
    expect(inRange(AnalyticsId.dashboardLoaded, ANALYTICS_ID_RANGES.dashboard)).toBe(true);
  });

  it('§8 every analytics error event has an id inside a §9 range (payment: 8000), and no two events share an id or a name', () => {
    for (const [key, { id }] of Object.entries(AnalyticsErrorEvent)) {
      if (key === 'reservationPayment') expect(id).toBe(8000);
      else expect(inRange(id, ANALYTICS_ID_RANGES.errors)).toBe(true);
    }
    for (const { id } of Object.values(AnalyticsLogEvent)) {
      expect(inRange(id, ANALYTICS_ID_RANGES.errors)).toBe(true);
    }
    const all = [
      ...Object.values(AnalyticsErrorEvent),
      ...Object.values(AnalyticsTrackingEvent),
      ...Object.values(AnalyticsLogEvent),
    ];
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(ANALYTICS_ID_BY_NAME.size).toBe(all.length);
    for (const { id } of all) expect(id >= ANALYTICS_ID_MIN && id <= ANALYTICS_ID_MAX).toBe(true);
  });

  it('§8 names each listed error event: quote submit, edit, reservation, payment, Affirm x3, HMAC, captcha, insect inspection, survey', () => {
    expect(Object.keys(AnalyticsErrorEvent)).toEqual([
      'quoteSubmit',
      'editQuoteSubmit',
      'reservation',
      'reservationPayment',
      'affirmGeneric',
      'affirmValidation',
      'affirmPopupsDisabled',
      'invalidHmacCreate',
      'invalidHmacEdit',
      'captchaRedirect',
      'insectInspectionApiError',
      'insectInspectionUserError',
      'postDeliverySurveySubmit',
    ]);
  });
});

describe('validateAnalyticsEvent', () => {
  it('§9 accepts ids 4 and 10005 and refuses 3, 10006 and fractions', () => {
    expect(fields(event({ id: 4 }))).toEqual([]);
    expect(fields(event({ id: 10005 }))).toEqual([]);
    expect(fields(event({ id: 3 }))).toEqual(['id']);
    expect(fields(event({ id: 10006 }))).toEqual(['id']);
    expect(fields(event({ id: 41.5 }))).toEqual(['id']);
  });

  it('§5 reference numbers are digits only; an empty one (no quote yet) is accepted', () => {
    expect(fields(event({ quoteReference: '' }))).toEqual([]);
    expect(fields(event({ quoteReference: '12a' }))).toEqual(['quoteReference']);
  });

  it('a name is required and at most 80 characters', () => {
    expect(fields(event({ name: 'x'.repeat(80) }))).toEqual([]);
    expect(fields(event({ name: 'x'.repeat(81) }))).toEqual(['name']);
    expect(fields(event({ name: ' ' }))).toEqual(['name']);
  });

  it('detail has at most 10 entries of at most 200 characters', () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v'.repeat(200)]));
    expect(fields(event({ detail: ten }))).toEqual([]);
    expect(fields(event({ detail: { ...ten, k10: 'v' } }))).toEqual(['detail']);
    expect(fields(event({ detail: { k: 'v'.repeat(201) } }))).toEqual(['detail.k']);
  });
});

describe('toAnalyticsEvent', () => {
  it('§2 an eyebrow menu click gets its id by name and keeps click text and target URL as detail', () => {
    expect(
      toAnalyticsEvent(
        {
          name: 'eyebrow_menu_click',
          quoteReference: '1234567',
          clickText: 'Dashboard',
          targetUrl: '/dashboard',
        },
        '/',
      ),
    ).toEqual({
      id: AnalyticsTrackingEvent.eyebrowMenuClick.id,
      name: 'eyebrow_menu_click',
      quoteReference: '1234567',
      page: '/',
      detail: { clickText: 'Dashboard', targetUrl: '/dashboard' },
    });
  });

  it('an explicit id wins; an unknown name without an id, or an id outside §9, is dropped', () => {
    expect(toAnalyticsEvent({ name: 'anything', id: 9100 }, '/x')?.id).toBe(9100);
    expect(toAnalyticsEvent({ name: 'anything' }, '/x')).toBeNull();
    expect(toAnalyticsEvent({ name: 'anything', id: 2 }, '/x')).toBeNull();
  });

  it('clips long values and keeps at most 10 detail entries', () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'v'.repeat(300)]));
    const made = toAnalyticsEvent({ name: 'quote_submit', quoteReference: 'Q-12', ...many }, '/');
    expect(made?.quoteReference).toBe('12');
    expect(Object.keys(made?.detail ?? {})).toHaveLength(10);
    expect(made?.detail?.k0).toHaveLength(200);
  });
});
