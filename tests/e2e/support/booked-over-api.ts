import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fromWireQuote, type WireQuote } from '../../../adapters/http/contract/quote';
import { addBusinessDays } from '../../../domain/calendar/business-days';
import type { Quote } from '../../../domain/quote/types';
import type { LocationAnswers } from '../../../domain/reservation/draft';
import { locationAnswers, SANDBOX_VISA, scheduleAnswers } from '../../fixtures/reservation';
import { TEST_FIRST_MOVE_DATE } from '../../support/test-move-dates';
import { closeWelcomeIfShown, emailedCode, type MoveChoices, NEWCOMER_PASSWORD } from './reservation-flow';

/**
 * Issue 29: the booking a browser test starts from when booking is not what it tests, made over the HTTP API the
 * screens call (quotes/add, user/register and its emailed code, moves/{id}/start, the location and schedule
 * drafts, payments/cards, moves/{id}/reserve) in a fraction of the screens' time. The requests go through the
 * page's own context (page.request), so the session cookie the sign-up sets is the browser's: the page is then
 * signed in as the newcomer. The reservation screens themselves are walked by reservation.e2e.test.ts (and the
 * payment step by payments and payment-declines).
 */

/** Answers of one request, refused ones failing the test with what the server said. */
async function send<T>(page: Page, base: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.request.fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'POST' && /\/(reserve|payments\/cards)$/.test(path)
        ? { 'idempotency-key': randomUUID() }
        : {}),
    },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  const text = await answer.text();
  expect({ method, path, status: answer.status(), text: answer.status() < 300 ? '' : text }).toEqual({
    method,
    path,
    status: expect.any(Number),
    text: '',
  });
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * The location step's answers as newcomerToScheduleStep types them: 1 Main St at a door origin, 1600 Broadway at
 * a door destination (each with the quote's ZIP), the service center at a terminal end, and the account's name.
 */
function typedLocation(quote: Quote): LocationAnswers {
  const answers = locationAnswers(quote);
  return {
    ...answers,
    Origin: { ...answers.Origin, FromAddress1: answers.Origin.StationCode ? '' : '1 Main St' },
    Destination: {
      ...answers.Destination,
      ToAddress1: answers.Destination.StationCode ? '' : '1600 Broadway',
    },
    Contact: { ...answers.Contact, FirstName: 'Casey', LastName: 'Newcomer' },
  };
}

/** Each booking of a file on its own move date (business days after the first), so no window fills up. */
let bookings = 0;

/** The places the screens' default quote is for (newcomerToLocationStep: Kansas City, MO to Denver, CO). */
const FROM = { FromCity: 'Kansas City', FromState: 'MO', FromZip: '64105' };
const TO = { ToCity: 'Denver', ToState: 'CO', ToZip: '80202' };

/** The ReloCube option value of a card's ends ('Terminal to Terminal' -> 'Relocube-TT'). */
const relocubeOption = (ends: NonNullable<MoveChoices['relocubes']>) =>
  `Relocube-${ends
    .split(' to ')
    .map((end) => end[0])
    .join('')}`;

/**
 * A newcomer signed up with `email` (the page's context signed in as them) with a quote started for
 * reservation and both steps saved: a 3 bedroom move, Kansas City, MO (or `from`) to Denver, CO (or `to`),
 * with `choices.relocubes` and `choices.storage` chosen. Answers the quote.
 */
export async function newcomerReadyToPayOverApi(
  page: Page,
  base: string,
  db: pg.Client,
  email: string,
  choices: Pick<MoveChoices, 'relocubes' | 'storage'> & {
    readonly from?: { readonly city: string; readonly state: string; readonly zip: string };
    readonly to?: { readonly city: string; readonly state: string; readonly zip: string };
  } = {},
): Promise<Quote> {
  bookings += 1;
  const made = await send<{ quote: WireQuote | null }>(page, base, 'POST', '/api/quotes/add', {
    ...(choices.from
      ? { FromCity: choices.from.city, FromState: choices.from.state, FromZip: choices.from.zip }
      : FROM),
    ...(choices.to ? { ToCity: choices.to.city, ToState: choices.to.state, ToZip: choices.to.zip } : TO),
    FromCountry: 'US',
    ToCountry: 'US',
    MoveDate: addBusinessDays(TEST_FIRST_MOVE_DATE, bookings),
    MovingOutOf: '3 bedroom',
    LinearFeet: 17,
    EmailAddress: '',
    Website: 'Relomove',
    WebApp: 'G',
  });
  expect(made.quote, 'quotes/add made a quote').not.toBeNull();
  let quote = fromWireQuote(made.quote as WireQuote);
  if (choices.relocubes || choices.storage) {
    const edited = await send<{ quote: WireQuote | null }>(
      page,
      base,
      'POST',
      `/api/quotes/edit/${quote.QuoteIdEncrypted}`,
      {
        Revision: quote.Revision,
        ...(choices.relocubes ? { SelectedOption: relocubeOption(choices.relocubes) } : {}),
        ...(choices.storage ? { AddStorage: true } : {}),
      },
    );
    expect(edited.quote, 'quotes/edit answered the quote').not.toBeNull();
    quote = fromWireQuote(edited.quote as WireQuote);
  }
  await send(page, base, 'POST', '/api/user/register', {
    EmailAddress: email,
    FirstName: 'Casey',
    LastName: 'Newcomer',
    PhoneNumber: '8165550100',
    Password: NEWCOMER_PASSWORD,
    QuoteId: quote.QuoteId,
  });
  await send(page, base, 'POST', '/api/user/register/verify', {
    EmailAddress: email,
    Code: await emailedCode(db, email),
  });
  const id = quote.QuoteId;
  // As the reservation page starts it: with the quote's link token, which makes the quote the account's. Each
  // answer carries the quote as it is now (starting and each step give it a new revision, which booking names).
  type Opened = { quote?: WireQuote };
  const opened = async (method: string, path: string, body?: unknown) => {
    const answer = await send<Opened>(page, base, method, path, body);
    if (answer.quote) quote = fromWireQuote(answer.quote);
  };
  await opened('POST', `/api/moves/${id}/start?qId=${encodeURIComponent(quote.QuoteIdEncrypted)}`);
  await opened('PUT', `/api/moves/${id}/draft/location`, typedLocation(quote));
  await opened('PUT', `/api/moves/${id}/draft/schedule`, scheduleAnswers(quote));
  return quote;
}

/**
 * newcomerReadyToPayOverApi, then the card `card` (the sandbox's approved 4242 unless told) saved and the move
 * reserved with it, and the page on /dashboard showing the booked move (the welcome popup closed, as
 * newcomerBooksMove leaves it). Answers the move's id.
 */
export async function newcomerBookedOverApi(
  page: Page,
  base: string,
  db: pg.Client,
  email: string,
  choices: Parameters<typeof newcomerReadyToPayOverApi>[4] & { readonly card?: string } = {},
): Promise<number> {
  const quote = await newcomerReadyToPayOverApi(page, base, db, email, choices);
  const saved = await send<{ Card: { PaymentProfileId: string } }>(
    page,
    base,
    'POST',
    '/api/payments/cards',
    {
      ...SANDBOX_VISA,
      ...(choices.card ? { CardNumber: choices.card } : {}),
    },
  );
  await send(page, base, 'POST', `/api/moves/${quote.QuoteId}/reserve`, {
    QuoteId: quote.QuoteId,
    Revision: quote.Revision,
    MyMove: { Location: typedLocation(quote), Schedule: scheduleAnswers(quote) },
    Details: {
      PaymentMethods: [
        { Method: 'CreditCard', CreditCard: { paymentProfileId: saved.Card.PaymentProfileId } },
      ],
    },
  });
  await page.goto(`${base}/dashboard`);
  await expect.poll(() => page.getByText('Your move is booked').count()).toBe(1);
  await closeWelcomeIfShown(page);
  return quote.QuoteId;
}

/**
 * newcomerReadyToPayOverApi, then the page on the reservation's payment step (/reservation/{id}/payment), as
 * newcomerToPaymentStep leaves it after walking the screens. Answers the move's id.
 */
export async function newcomerAtPaymentStepOverApi(
  page: Page,
  base: string,
  db: pg.Client,
  email: string,
): Promise<number> {
  const quote = await newcomerReadyToPayOverApi(page, base, db, email);
  await page.goto(`${base}/reservation/${quote.QuoteId}/payment`);
  await expect.poll(() => page.getByRole('button', { name: 'Book my move' }).count()).toBeGreaterThan(0);
  return quote.QuoteId;
}
