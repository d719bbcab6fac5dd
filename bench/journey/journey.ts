/**
 * One simulated customer's whole journey over HTTP (issue 28), each on its own data: its own email, move
 * date and appointment slot, and its own client address (X-Forwarded-For, believed from the loopback proxy,
 * so the per-address limits count each customer apart as they do behind a real load balancer).
 * Steps: city search (three keystrokes), quote, view, account (sign-up and its emailed code), the three
 * reservation steps (location, schedule, payment: the move started and a card saved) and reserve.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fromWireQuote, type WireQuote } from '../../adapters/http/contract/quote';
import { STATION_CAPACITY_FILE } from '../../adapters/reference-data/json-station-capacity';
import { addBusinessDays } from '../../domain/calendar/business-days';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { AppointmentWindow } from '../../domain/quote/enums';
import { PAID_WINDOW_SLOTS } from '../../domain/reservation/appointment-windows';
import {
  locationAnswers,
  reserveBody,
  SANDBOX_VISA,
  scheduleAnswers,
} from '../../tests/fixtures/reservation';
import { daysFromToday } from '../api/traffic';
import type { Mailbox } from './mailbox';

export const STEPS = [
  'city search',
  'quote',
  'view',
  'account',
  'step 1: location',
  'step 2: schedule',
  'step 3: payment',
  'reserve',
] as const;
export type Step = (typeof STEPS)[number];

/** Move dates the customers spread over (business days), before their slots repeat. */
const MOVE_DATES = 200;

/**
 * The move dates, business days from two weeks out, less the days a service center is fully booked
 * (data/station-capacity.json: month ends and firsts in the summer), which quotes/add refuses with
 * CapacityUnserviceable as it would a real customer's: 9 of 200 journeys failed there.
 */
const moveDates: readonly IsoDate[] = (() => {
  const file = JSON.parse(readFileSync(STATION_CAPACITY_FILE, 'utf8')) as {
    fullDates: Record<string, string[]>;
  };
  const full = new Set(Object.values(file.fullDates).flat());
  const dates: IsoDate[] = [];
  for (let n = 0; dates.length < MOVE_DATES; n++) {
    const date = addBusinessDays(isoDate(daysFromToday(14)), n);
    if (!full.has(date)) dates.push(date);
  }
  return dates;
})();
const DESTINATIONS = ['90001', '80202', '60601', '98101', '33101', '30301', '85001', '75201'];
const TYPED = ['den', 'denv', 'denver'];

/** A step's answer, or why the journey stopped there. */
class StepFailed extends Error {}

export interface JourneyRun {
  /** Milliseconds each step took for this customer (a step of several requests: their sum). */
  steps: Partial<Record<Step, number>>;
  failed: string | null;
}

/** Customer `n` of run `runId` books its move through `base`; `mail` holds its sign-up code. */
export async function journey(base: string, runId: string, n: number, mail: Mailbox): Promise<JourneyRun> {
  const email = `journey-${runId}-${n}@example.com`;
  const forwarded = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  let cookie = '';
  const steps: JourneyRun['steps'] = {};
  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': forwarded,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (answer.status >= 300)
      throw new StepFailed(`${method} ${path} answered ${answer.status}: ${text.slice(0, 200)}`);
    const session = /relomove_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    if (session) cookie = `relomove_session=${session}`;
    return JSON.parse(text) as T;
  };
  const step = async <T>(name: Step, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps[name] = performance.now() - started;
    return result;
  };
  try {
    await step('city search', async () => {
      for (const typed of TYPED) await request('GET', `/api/code/city_search.php?search=${typed}`);
    });
    const MoveDate = moveDates[n % MOVE_DATES];
    const made = await step('quote', () =>
      request<{ quote: WireQuote | null }>('POST', '/api/quotes/add', {
        FromZip: '10001',
        ToZip: DESTINATIONS[n % DESTINATIONS.length],
        MoveDate,
        MovingOutOf: '2 bedroom',
        LinearFeet: 13,
        EmailAddress: email,
        Website: 'Relomove',
        WebApp: 'G',
      }),
    );
    if (!made.quote) throw new StepFailed(`quotes/add made no quote: ${JSON.stringify(made).slice(0, 200)}`);
    const token = made.quote.QuoteIdEncrypted;
    const viewed = await step('view', () =>
      request<{ quote: WireQuote }>('GET', `/api/quotes/view/${token}`),
    );
    const quote = fromWireQuote(viewed.quote);
    await step('account', async () => {
      await request('POST', '/api/user/register', {
        EmailAddress: email,
        FirstName: 'Casey',
        LastName: 'Journey',
        PhoneNumber: '8165550100',
        Password: 'boxes-and-tape-2026',
        QuoteId: quote.QuoteId,
      });
      const Code = await mail.signUpCode(email);
      if (Code === null) throw new StepFailed(`no sign-up code was emailed to ${email}`);
      await request('POST', '/api/user/register/verify', { EmailAddress: email, Code });
    });
    const id = quote.QuoteId;
    const location = locationAnswers(quote);
    await step('step 1: location', async () => {
      await request('POST', `/api/moves/${id}/start`);
      await request('PUT', `/api/moves/${id}/draft/location`, location);
    });
    // Customers past the first MOVE_DATES take the next two-hour slot of the same dates.
    const slots = PAID_WINDOW_SLOTS.TwoHourWindow;
    const slot = slots[Math.floor(n / MOVE_DATES) % slots.length];
    const schedule = {
      ...scheduleAnswers(quote),
      OriginAppointment: { SelectedAppointmentOption: AppointmentWindow.TwoHourWindow, ...slot },
    };
    await step('step 2: schedule', () => request('PUT', `/api/moves/${id}/draft/schedule`, schedule));
    const card = await step('step 3: payment', () =>
      request<{ Card: { PaymentProfileId: string } }>('POST', '/api/payments/cards', SANDBOX_VISA, {
        'idempotency-key': randomUUID(),
      }),
    );
    const body = {
      ...reserveBody(quote, card.Card.PaymentProfileId),
      MyMove: { Location: location, Schedule: schedule },
    };
    await step('reserve', () =>
      request('POST', `/api/moves/${id}/reserve`, body, { 'idempotency-key': randomUUID() }),
    );
    return { steps, failed: null };
  } catch (error) {
    if (error instanceof StepFailed) return { steps, failed: error.message };
    throw error;
  }
}
