import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Cents } from '../../../../domain/money/money';
import { DESKTOP_MIN_WIDTH_PX, MOBILE_WIDTH_QUERY } from '../../../../domain/quote/breakpoints';
import { Route } from '../../../../domain/quote/routes';
import type { ExpediteOption, Quote } from '../../../../domain/quote/types';
import { isStepAllowed } from '../../../../domain/reservation/allowed-step';
import type {
  LocationAnswers,
  PaymentAnswers,
  ReservationDraft,
  ScheduleAnswers,
} from '../../../../domain/reservation/draft';
import {
  RESERVATION_STEP_INFO,
  RESERVATION_STEPS,
  ReservationLoadingMessage,
  ReservationStep,
} from '../../../../domain/reservation/enums';
import { initialLocationAnswers } from '../../../../domain/reservation/initial-answers';
import {
  RESERVATION_BLOCKS,
  type ReservationBlock,
  type ReservationBlockInfo,
  reservationPath,
} from '../../../../domain/reservation/reservation-entry';
import { RESERVE_ERROR_MESSAGES, type ReserveErrorType } from '../../../../domain/reservation/reserve';
import { reservationPrice } from '../../../../domain/reservation/reserved-quote';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import type { OpenedReservation } from '../../../http/client/relomove-api';
import type { ReserveBody } from '../../../http/contract/reservations';
import { useApi } from '../../app/api-context';
import { useToday } from '../../app/page-clock';
import { storeQuote } from '../../app/quote-storage';
import { ME_QUERY_KEY, useSession } from '../../app/session';
import { readStepAnswers, rememberBooking, writeStepAnswers } from './reservation-storage';
import { defaultScheduleAnswers } from './schedule-step/use-schedule-step';

const isStep = (value: string | undefined): value is ReservationStep =>
  (RESERVATION_STEPS as readonly string[]).includes(value ?? '');

/** What the shell shows: loading, the account step, a block, a failure, or the steps. */
export type ReservationScreen =
  | { kind: 'loading'; message: string }
  | { kind: 'account'; email: string; quoteId: number }
  | { kind: 'blocked'; block: ReservationBlockInfo }
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | { kind: 'steps' };

export const ReservationText = {
  missing:
    'We could not find this reservation under your account. Open your quote from its email link, or sign in with the email the quote was made for.',
  unavailable: 'We could not load your reservation. Please try again in a moment.',
  saveFailed: 'We could not save this step. Please try again.',
} as const;

/** One §3 PaymentMethods entry of §4 Reserve: a card's token, an approved PayPal order or an Affirm loan (issue 12). */
export type ReservePaymentEntry = ReserveBody['Details']['PaymentMethods'][number];

/** The §8 error type of a reserve refusal, without its ' (MyMove)' suffix. */
function reserveErrorOf(reason: string | undefined): ReserveErrorType {
  const bare = (reason ?? '').replace(' (MyMove)', '');
  return (bare in RESERVE_ERROR_MESSAGES ? bare : 'UNKNOWN') as ReserveErrorType;
}

/** New answers take the account's names and phone where the quote has none (the account was just made). */
function withAccountContact(
  answers: LocationAnswers,
  contact: { FirstName: string; LastName: string; PhoneNumber: string } | null,
): LocationAnswers {
  if (!contact) return answers;
  const c = answers.Contact;
  const PhoneNumber = c.PhoneNumber || contact.PhoneNumber;
  return {
    ...answers,
    Contact: {
      ...c,
      FirstName: c.FirstName || contact.FirstName,
      LastName: c.LastName || contact.LastName,
      PhoneNumber,
      SmsNumber: c.SmsNumber || PhoneNumber,
    },
  };
}

/** The device of §7 log-progress, from the §9 breakpoints (mobile width, desktop from 1025 px). */
function device(): 'desktop' | 'mobile' | 'tablet' {
  if (typeof window === 'undefined' || typeof matchMedia !== 'function') return 'desktop';
  if (matchMedia(MOBILE_WIDTH_QUERY).matches) return 'mobile';
  return window.innerWidth >= DESKTOP_MIN_WIDTH_PX ? 'desktop' : 'tablet';
}

/**
 * The reservation shell (issue 11, §2 Reservation steps): who is signed in, the quote and its server-side
 * draft (POST moves/{id}/start, which also makes the quote the account's), the step in the address (sent
 * back to the furthest allowed step), each step's answers (kept locally as they change, §3 persisted
 * keys), the live price, saving a finished step (PUT draft, §7 log-progress) and booking (§4 Reserve).
 */
export function useReservation() {
  const today = useToday();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  const quoteId = Number(params.quoteId);
  const step: ReservationStep | null = isStep(params.step) ? params.step : null;
  const token = search.get('qId') ?? '';
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const contact = session.status === 'signedIn' ? session.contact : null;

  // Signed out: the quote by its link token, for the email the account is made with.
  const linkQuote = useQuery({
    queryKey: ['quote', token],
    queryFn: () => api.viewQuote(token),
    enabled: session.status === 'signedOut' && token !== '',
  });

  const opened = useQuery({
    queryKey: ['reservation', quoteId],
    queryFn: () => api.startReservation(quoteId, token || undefined),
    enabled: signedIn && Number.isSafeInteger(quoteId),
    retry: false,
  });
  const reservation: OpenedReservation | null = opened.data?.ok ? opened.data.value : null;
  const quote: Quote | null = reservation?.quote ?? null;
  const draft: ReservationDraft | null = reservation?.draft ?? null;

  const [location, setLocation] = useState<LocationAnswers | null>(null);
  const [schedule, setSchedule] = useState<ScheduleAnswers | null>(null);
  const [payment, setPayment] = useState<PaymentAnswers | null>(null);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const bookingKey = useRef<string | null>(null);

  // Once the draft is here: the answers kept on this device, else the draft's, else the defaults.
  useEffect(() => {
    if (!quote || !draft) return;
    const kept = readStepAnswers(quote.QuoteId);
    setLocation(
      (current) =>
        current ??
        kept.location ??
        draft.Location ??
        withAccountContact(initialLocationAnswers(quote), contact),
    );
    setSchedule((current) => current ?? kept.schedule ?? draft.Schedule ?? defaultScheduleAnswers(quote));
  }, [quote, draft, contact]);

  // §2 allowed step: an address beyond it (or no step) goes to the furthest step that may be opened.
  useEffect(() => {
    if (!draft || !quote) return;
    if (step === null || !isStepAllowed(step, draft.AllowedStep as ReservationStep)) {
      navigate(`${reservationPath(quote.QuoteId, draft.AllowedStep)}${window.location.search}`, {
        replace: true,
      });
    }
  }, [draft, quote, step, navigate]);

  // Issue 27: the guaranteed delivery options the schedule step offers for its dates, so a guaranteed delivery
  // chosen there is priced live (the server stores them with the quote when the step is saved).
  const [offeredExpedite, setOfferedExpedite] = useState<readonly ExpediteOption[]>([]);
  const facts = useMemo(
    () => ({
      originStation: quote?.Details.Origin.StationDetail ?? null,
      destinationStation: quote?.Details.Destination.StationDetail ?? null,
      rates: reservation?.rates ?? { OneHourRate: 0 as never, TwoHourRate: 0 as never },
      ...(step === ReservationStep.schedule ? { expedite: offeredExpedite } : {}),
    }),
    [quote, reservation, step, offeredExpedite],
  );

  // The live price: the quote's lines plus this step's fees (the answers so far, saved or not).
  const price = useMemo(() => {
    if (!quote || !draft) return null;
    const live: ReservationDraft = {
      ...draft,
      Location: location ?? draft.Location,
      Schedule: step === ReservationStep.location ? draft.Schedule : (schedule ?? draft.Schedule),
    };
    return reservationPrice(quote, live, facts);
  }, [quote, draft, location, schedule, step, facts]);

  const logProgress = useCallback(
    (done: ReservationStep, revision: number) => {
      if (!quote) return;
      const station = quote.Details.Origin.StationDetail;
      void api.logReservationProgress(quote.QuoteId, {
        QuoteId: quote.QuoteId,
        Revision: revision,
        Section: RESERVATION_STEP_INFO[done].code as 'W' | 'X' | 'Y',
        NextDaySpotAllowed: quote.Details.Reservation?.NextDaySpotAllowed ?? false,
        NextAvailableSpotDate: quote.Details.Reservation?.NextAvailableMoveDate ?? null,
        OriginStationNumber: station?.StationCode ?? '',
        StationCentralTimeDiff: quote.Details.Reservation?.StationCentralTimeDifference ?? 0,
        EquipType: quote.Details.PricingOptions.find((o) => o.Default)?.EquipType ?? 'Relocube',
        Device: device(),
      });
    },
    [api, quote],
  );

  const saveStep = useCallback(
    async (
      done: 'location' | 'schedule',
      answers: LocationAnswers | ScheduleAnswers,
      acceptedTotal?: Cents,
    ) => {
      if (!quote) return;
      setBusy(true);
      setSaving(
        done === ReservationStep.location
          ? ReservationLoadingMessage.updatingLocationOptions
          : ReservationLoadingMessage.loadingSchedulingOptions,
      );
      try {
        const saved = await api.saveReservationStep(quote.QuoteId, done, answers, acceptedTotal);
        if (!saved.ok) {
          const error = saved.error;
          if (error.kind === 'Refused' && error.priceChange)
            throw new AddressPriceChange(error.priceChange.was, error.priceChange.now, error.errors);
          throw new Error(
            saved.error.kind === 'Refused' ? saved.error.errors.join(' ') : ReservationText.saveFailed,
          );
        }
        queryClient.setQueryData(['reservation', quote.QuoteId], {
          ok: true,
          value: { ...(reservation as OpenedReservation), draft: saved.value },
        });
        // The addresses re-priced the quote, or (issue 27) a guaranteed delivery was priced for the step's dates
        // (Revision + 1): load it again before the next step books it.
        const guaranteed =
          done === ReservationStep.schedule && (answers as ScheduleAnswers).GuaranteedTransitTime !== null;
        if (acceptedTotal !== undefined || guaranteed)
          await queryClient.invalidateQueries({ queryKey: ['reservation', quote.QuoteId] });
        logProgress(done, quote.Revision);
        const next = RESERVATION_STEPS[RESERVATION_STEPS.indexOf(done) + 1] ?? done;
        navigate(`${reservationPath(quote.QuoteId, next)}${window.location.search}`);
      } finally {
        setBusy(false);
        setSaving(null);
      }
    },
    [api, quote, reservation, queryClient, navigate, logProgress],
  );

  /** §4 Reserve: one idempotency key per booking attempt, so a double click or a retry books once. */
  const book = useCallback(
    async (paid: PaymentAnswers | ReservePaymentEntry) => {
      if (!quote || !location || !schedule) return;
      const entry: ReservePaymentEntry =
        'PaymentProfileId' in paid
          ? { Method: 'CreditCard', CreditCard: { paymentProfileId: paid.PaymentProfileId } }
          : paid;
      if ('PaymentProfileId' in paid) setPayment(paid);
      setBusy(true);
      setSaving(ReservationLoadingMessage.booking);
      bookingKey.current ??= crypto.randomUUID();
      try {
        const answer = await api.reserveMove(
          quote.QuoteId,
          {
            QuoteId: quote.QuoteId,
            Revision: quote.Revision,
            MyMove: { Location: location, Schedule: schedule },
            Details: { PaymentMethods: [entry] },
          },
          bookingKey.current,
        );
        if (!answer.ok) {
          bookingKey.current = null;
          if (answer.error.kind === 'Refused') {
            const type = reserveErrorOf(answer.error.reason);
            if (type === 'WrongRevisionError') void opened.refetch();
            if (type === 'InvalidCapacityUnserviceableDate') navigate(Route.capacityConstraints);
            // Issue 12: PayPal and Affirm refusals carry the customer's words (`PaymentMethods - …`).
            const said = [...parseFieldErrorLines(answer.error.errors).values()].flat().join(' ');
            if (type === 'PaymentError' && entry.Method !== 'CreditCard' && said) throw new Error(said);
            throw new Error(RESERVE_ERROR_MESSAGES[type]);
          }
          throw new Error(RESERVE_ERROR_MESSAGES.UNKNOWN);
        }
        logProgress(ReservationStep.payment, quote.Revision);
        const booked = answer.value;
        // The link token comes with the opened quote (a reserve answer is stored and replayed as it was).
        storeQuote({ QuoteId: booked.QuoteId, QuoteIdEncrypted: quote.QuoteIdEncrypted });
        rememberBooking(booked.QuoteId, booked.Details.Reservation?.TotalPrice ?? null);
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        navigate(Route.dashboard);
      } finally {
        setBusy(false);
        setSaving(null);
      }
    },
    [api, quote, location, schedule, queryClient, navigate, logProgress, opened],
  );

  let screen: ReservationScreen;
  if (session.status === 'loading') {
    screen = { kind: 'loading', message: ReservationLoadingMessage.loadingReservation };
  } else if (session.status === 'signedOut') {
    const linked = linkQuote.data?.ok ? linkQuote.data.value : null;
    screen =
      token !== '' && linkQuote.isPending
        ? { kind: 'loading', message: ReservationLoadingMessage.loadingContactInformation }
        : {
            kind: 'account',
            email: linked ? linked.Details.EmailAddress || linked.Details.ContactEmailAddress : '',
            quoteId,
          };
  } else if (opened.isPending) {
    screen = { kind: 'loading', message: ReservationLoadingMessage.loadingReservation };
  } else if (opened.data && !opened.data.ok) {
    const error = opened.data.error;
    const reason = error.kind === 'Refused' ? error.reason : undefined;
    screen =
      error.kind === 'Refused' && error.status === 409 && reason && reason in RESERVATION_BLOCKS
        ? { kind: 'blocked', block: RESERVATION_BLOCKS[reason as ReservationBlock] }
        : error.kind === 'Refused'
          ? { kind: 'missing' }
          : { kind: 'unavailable' };
  } else {
    screen = { kind: 'steps' };
  }

  return {
    screen,
    quote,
    draft,
    step: step ?? ReservationStep.location,
    today: today(),
    location,
    schedule,
    payment,
    busy,
    saving,
    price,
    retry: () => void opened.refetch(),
    onSignedIn: () => void queryClient.invalidateQueries({ queryKey: ['reservation', quoteId] }),
    changeLocation: (answers: LocationAnswers) => {
      setLocation(answers);
      if (quote) writeStepAnswers(quote.QuoteId, { location: answers });
    },
    changeSchedule: (answers: ScheduleAnswers) => {
      setSchedule(answers);
      if (quote) writeStepAnswers(quote.QuoteId, { schedule: answers });
    },
    completeLocation: (answers: LocationAnswers, acceptedTotal?: Cents) =>
      saveStep(ReservationStep.location, answers, acceptedTotal),
    completeSchedule: (answers: ScheduleAnswers) => saveStep(ReservationStep.schedule, answers),
    offerExpedite: setOfferedExpedite,
    book,
  };
}

export type ReservationModel = ReturnType<typeof useReservation>;

/**
 * Issue 27: step 1's addresses lie in another service area and change the move's price; the step shows
 * the lines and the new total, and continues only when the customer accepts it (completeLocation again
 * with `now`).
 */
export class AddressPriceChange extends Error {
  readonly was: Cents;
  readonly now: Cents;
  readonly lines: readonly string[];

  constructor(was: Cents, now: Cents, lines: readonly string[]) {
    super(lines.join(' '));
    this.name = 'AddressPriceChange';
    this.was = was;
    this.now = now;
    this.lines = lines;
  }
}
