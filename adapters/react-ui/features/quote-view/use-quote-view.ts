import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { expediteRequestFor, nextExpediteChoice } from '../../../../domain/pricing/expedite';
import { recommendedSize, undersizeWarning } from '../../../../domain/pricing/size-conversion';
import {
  RELOCUBE_MAXIMUM_ONLINE,
  TRAILER_MAXIMUM_FEET,
  TRAILER_MINIMUM_FEET,
} from '../../../../domain/pricing/trailer';
import { outcomeForEditFailure } from '../../../../domain/quote/edit-failure-routes';
import { EDIT_FAIL_MESSAGES } from '../../../../domain/quote/edit-quote';
import { EditFailReason } from '../../../../domain/quote/enums';
import { redirectForLoadedQuote } from '../../../../domain/quote/loaded-quote-redirect';
import { quoteEmailAddress } from '../../../../domain/quote/quote-email';
import { funFactAt } from '../../../../domain/quote/quote-state';
import { Route } from '../../../../domain/quote/routes';
import type { Quote } from '../../../../domain/quote/types';
import { EDITS_SAVED_MESSAGE } from '../../../../domain/reservation/enums';
import { SHORT_FORM_EMAIL_MESSAGE } from '../../../../domain/validation/messages';
import { isEmailAddress } from '../../../../domain/validation/text-rules';
import type { ApiFailure } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { useToday } from '../../app/page-clock';
import { storeQuote } from '../../app/quote-storage';
import { canExpedite, datesAndOptions } from './quote-dates';
import {
  applyTypedCoupon,
  type CouponStatus,
  couponChanged,
  couponRemovedStatus,
  describeQuoteChanges,
  draftCouponDescription,
  draftDelivery,
  draftFromQuote,
  draftStorage,
  parentOptions,
  type QuoteDraft,
  quotePrice,
  selectedValueOf,
  sizeChanges,
  storageChanged,
  storageInputFor,
  storageOffered,
  unsavedChoices,
} from './quote-pricing';
import { pricedQuote, stripDays, stripFor } from './quote-strip';
import { useLeaveGuard } from './use-leave-guard';

/** The longest trailer the stepper offers: one trailer (the server refuses longer). */
export { TRAILER_MAXIMUM_FEET } from '../../../../domain/pricing/trailer';

export const quoteQueryKey = (qId: string) => ['quote', qId] as const;

/** The prefix of the edit's coupon refusal line ('CouponCode - <domain message>'). */
const COUPON_CODE_FIELD = 'CouponCode - ';

/** A refusal's §5 lines without their 'field - ' prefix, for the customer. */
function failureText(error: ApiFailure): string {
  if (error.kind === 'Refused') {
    return error.errors.map((line) => line.replace(/^[\w.[\]]+ - /, '')).join(' ');
  }
  return 'We could not reach our quote service. Please check your connection and try again.';
}

export type Notice = { tone: 'success' | 'info' | 'error'; text: string; details?: string[] };

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  /** The quote has no email yet: ask for one (§2 'Please provide your email so we can send your quote.'). */
  | { status: 'needsEmail'; error: string | null }
  | { status: 'failed'; text: string };

/**
 * The quote view (§2 /moving-quotes/quoteview?qId=): loads the quote (TanStack Query), applies the §4
 * loaded-quote redirects, keeps the customer's unsaved choices (equipment, trailer length, liability,
 * move date), prices them with the domain, saves them (§7 POST quotes/edit/{qId}, §4 edit outcomes; a
 * new move date is re-rated by the server) and sends the quote email (§7). `today` is injectable for tests.
 */
export function useQuoteView(fixedToday?: () => IsoDate) {
  const pageToday = useToday();
  const today = fixedToday ?? pageToday;
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const qId = params.get('qId') ?? '';
  const [fact] = useState(() => funFactAt(Math.floor(Math.random() * 6)));

  const query = useQuery({
    queryKey: quoteQueryKey(qId),
    queryFn: () => api.viewQuote(qId),
    enabled: qId !== '',
  });
  // Issue 28: the quote view is a large tree. Its first render waits for a deferred copy of the answer, so
  // React renders it in the background in small slices (a transition) instead of one long task that blocks
  // a phone's main thread; the loading overlay stays until that render is ready. Later answers (a saved
  // edit, a newer revision) show at once.
  const deferred = useDeferredValue(query.data);
  const answer = deferred === undefined ? undefined : query.data;
  const quote: Quote | null = answer?.ok ? answer.value : null;

  // §2: /moving-quote is the target for a missing, expired or invalid quote id.
  const invalid = qId === '' || (answer !== undefined && !answer.ok && answer.error.kind === 'Refused');
  useEffect(() => {
    if (invalid) {
      navigate(Route.movingQuote, {
        replace: true,
        state: { notice: 'We could not find that quote. Please get a new quote below.' },
      });
    }
  }, [invalid, navigate]);

  // §4 loaded quote redirects (reserved -> /dashboard, not completed -> /manual-quote).
  const redirect = quote ? redirectForLoadedQuote(quote, location.pathname) : null;
  useEffect(() => {
    if (quote) storeQuote(quote);
    if (redirect) navigate(redirect, { replace: true });
  }, [quote, redirect, navigate]);

  const [draft, setDraft] = useState<QuoteDraft | null>(null);
  const [draftRevision, setDraftRevision] = useState<number | null>(null);
  // A (newer) quote resets the draft to what is saved on it.
  const [couponStatus, setCouponStatus] = useState<CouponStatus>(null);
  if (quote && draftRevision !== quote.Revision) {
    setDraft(draftFromQuote(quote));
    setDraftRevision(quote.Revision);
    setCouponStatus(null);
  }
  const [notice, setNotice] = useState<Notice | null>(null);
  // Set when the page itself navigates away (after saving): the leave guard lets it through.
  const leaving = useRef(false);

  // §4 Expedite options: fetched for the selected parent when it allows expediting and the destination
  // is not storage; kept for the page session by request (§9 "cached per request"): the key is every field
  // of the request, never stale and never collected; the client caches the same answers too.
  const parent = quote && draft ? parentOptions(quote).find((o) => o.value === draft.optionValue) : undefined;
  const expediteParent = quote && canExpedite(quote, parent) ? parent : undefined;
  const expedite = useQuery({
    queryKey: [
      'expedite-options',
      qId,
      quote?.Revision,
      expediteParent?.EquipDescAbbr,
      expediteParent?.EquipQuantity,
      quote?.Details.PickupDate,
      quote?.Details.MoveDate,
    ],
    queryFn: () => {
      if (!quote || !expediteParent) throw new Error('no quote to expedite');
      return api.expediteOptions(quote.QuoteIdEncrypted, {
        ...expediteRequestFor(expediteParent, quote.Details),
        Revision: quote.Revision,
      });
    },
    enabled: expediteParent !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const expediteOptions = expedite.data?.ok ? expedite.data.value : undefined;

  // Issue 4 price-by-date strip: the draft's option on the nearby dates, re-rated by the server.
  const stripQuery = useQuery({
    queryKey: ['prices-by-date', qId, quote?.Revision, draft?.optionValue],
    queryFn: () => {
      if (!quote || !draft) throw new Error('no quote to price');
      return api.pricesByDate(quote.QuoteIdEncrypted, draft.optionValue);
    },
    enabled: quote !== null && draft !== null && parent !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const strip =
    quote && draft ? stripFor(quote, draft, stripQuery.data?.ok ? stripQuery.data.value : null) : null;

  const priced = quote && draft ? pricedQuote(quote, draft, strip) : quote;
  // A new date's price is the strip's figure when the strip has that date, else it is computed on save.
  const datePending =
    quote !== null &&
    draft !== null &&
    draft.moveDate !== quote.Details.MoveDate &&
    !(strip?.prices.some((p) => p.MoveDate === draft.moveDate) ?? false);
  const price = useMemo(
    () => (priced && draft ? quotePrice(priced, draft, expediteOptions, datePending) : null),
    [priced, draft, expediteOptions, datePending],
  );
  const { dates, guaranteed } = datesAndOptions(quote, draft, today(), expediteOptions);
  const days = quote && draft ? stripDays(quote, draft, strip, expediteOptions) : [];
  const storageOption = quote && parent && storageOffered(quote, parent) ? parent : undefined;

  const save = useMutation({
    mutationFn: async (current: { quote: Quote; draft: QuoteDraft }) => {
      const moveDateChanged = current.draft.moveDate !== current.quote.Details.MoveDate;
      return api.editQuote(current.quote.QuoteIdEncrypted, {
        Revision: current.quote.Revision,
        ...(moveDateChanged ? { MoveDate: current.draft.moveDate } : {}),
        // §4 a guaranteed choice selects the expedited child; the server prices its fee.
        SelectedOption: selectedValueOf(current.draft),
        // Each equipment's own size, only when it changed (issue 10: one never changes the other).
        ...sizeChanges(current.quote, current.draft),
        Liability: current.draft.liability,
        ...(storageChanged(current.quote, current.draft)
          ? { AddStorage: draftStorage(current.quote, current.draft) }
          : {}),
        // §4 the customer's coupon by its code only ('' removes it); the server values the discount.
        ...(couponChanged(current.quote, current.draft) ? { CouponCode: current.draft.couponCode } : {}),
      });
    },
    onSuccess: async (result, current) => {
      if (!result.ok) {
        setNotice({ tone: 'error', text: failureText(result.error) });
        const couponLine =
          result.error.kind === 'Refused'
            ? result.error.errors.find((line) => line.startsWith(COUPON_CODE_FIELD))
            : undefined;
        if (couponLine) {
          setCouponStatus({ tone: 'error', text: couponLine.slice(COUPON_CODE_FIELD.length) });
        }
        return;
      }
      const reason = result.value.failReason as EditFailReason;
      const outcome = outcomeForEditFailure(reason, location.pathname + location.search);
      const asked = current.draft.moveDate;
      const moveDateChanged = asked !== current.quote.Details.MoveDate;
      const serverMessage = result.value.message || EDIT_FAIL_MESSAGES[reason];
      // §4 InvalidCapacityUnserviceableDate: say which date is full before routing to the capacity page.
      const message =
        reason === EditFailReason.InvalidCapacityUnserviceableDate && moveDateChanged
          ? `${formatWeekdayMonDay(asked as IsoDate)} is fully booked. ${serverMessage}`
          : serverMessage;
      if (outcome.reloadNewerQuote) {
        const newer = await api.viewQuote(qId);
        if (newer.ok) {
          queryClient.setQueryData(quoteQueryKey(qId), newer);
          setNotice({
            tone: 'info',
            text: message,
            details: describeQuoteChanges(current.quote, newer.value),
          });
        } else {
          setNotice({ tone: 'error', text: failureText(newer.error) });
        }
        return;
      }
      if (outcome.storeQuote && result.value.quote) {
        queryClient.setQueryData(quoteQueryKey(qId), { ok: true, value: result.value.quote });
      }
      if (outcome.succeeded) {
        const saved = result.value.quote;
        setNotice({
          tone: 'success',
          text: message || EDITS_SAVED_MESSAGE,
          // A new move date re-rates every option (seasonal prices): say what changed.
          ...(moveDateChanged && saved ? { details: describeQuoteChanges(current.quote, saved) } : {}),
        });
        return;
      }
      if (outcome.route) {
        leaving.current = true;
        navigate(outcome.route, { state: { notice: message } });
        return;
      }
      setNotice({ tone: 'error', text: message });
    },
  });

  const [sendState, setSend] = useState<SendState>({ status: 'idle' });
  // Issue 10: a quote with no email on file asks for one at once, so the first click never calls the
  // server for nothing (a 400 in the console) nor swaps the button for a form under the customer's focus.
  const noEmailOnFile = quote !== null && quoteEmailAddress(quote) === '';
  const send: SendState =
    sendState.status === 'idle' && noEmailOnFile ? { status: 'needsEmail', error: null } : sendState;
  const sendQuote = async (email?: string) => {
    if (!quote) return;
    if (email === undefined && noEmailOnFile) {
      setSend({ status: 'needsEmail', error: null });
      return;
    }
    if (email !== undefined) {
      if (!isEmailAddress(email.trim())) {
        setSend({ status: 'needsEmail', error: SHORT_FORM_EMAIL_MESSAGE });
        return;
      }
      setSend({ status: 'sending' });
      const contact = await api.updateContact(quote.QuoteIdEncrypted, email.trim());
      if (!contact.ok) {
        setSend({ status: 'needsEmail', error: failureText(contact.error) });
        return;
      }
    }
    setSend({ status: 'sending' });
    const sent = await api.sendQuoteEmail(quote.QuoteIdEncrypted);
    if (sent.ok) setSend({ status: 'sent' });
    else if (
      sent.error.kind === 'Refused' &&
      sent.error.errors.some((line) => line.startsWith('EmailAddress'))
    ) {
      // The email service refused the address (the sandbox mailer's bounce or failure message): shown by the field.
      setSend({ status: 'needsEmail', error: failureText(sent.error) });
    } else setSend({ status: 'failed', text: failureText(sent.error) });
  };

  const dirty =
    quote !== null && draft !== null && JSON.stringify(draft) !== JSON.stringify(draftFromQuote(quote));
  const extras = useDraftExtras(quote, draft, dirty, expediteOptions, () => leaving.current);

  return {
    qId,
    fact,
    loading: qId !== '' && (answer === undefined || redirect !== null || invalid),
    unavailable: answer !== undefined && !answer.ok && answer.error.kind !== 'Refused',
    retry: () => void query.refetch(),
    quote: redirect ? null : quote,
    /** The quote priced for the draft's move date (the strip's price for that date), for the option cards. */
    pricedQuote: redirect ? null : priced,
    draft,
    price,
    dirty,
    notice,
    minimumFeet: TRAILER_MINIMUM_FEET,
    maximumFeet: TRAILER_MAXIMUM_FEET,
    maximumCubes: RELOCUBE_MAXIMUM_ONLINE,
    ...extras,
    /** Discard: the draft returns to the saved quote. */
    discard: () => {
      if (!quote) return;
      setNotice(null);
      setCouponStatus(null);
      setDraft(draftFromQuote(quote));
    },
    change: (patch: Partial<QuoteDraft>) => {
      setNotice(null);
      setDraft((d) => {
        if (!d) return d;
        // Another equipment option has its own guaranteed choices: §4 reset.
        const reset =
          patch.optionValue !== undefined && patch.optionValue !== d.optionValue
            ? { expedite: nextExpediteChoice(d.expedite, { type: 'reset' }) }
            : {};
        return { ...d, ...reset, ...patch };
      });
    },
    /** §4 a guaranteed choice (an expedited child's value), or null for the free estimated window (a reset). */
    chooseGuaranteed: (value: string | null) => {
      setNotice(null);
      setDraft((d) =>
        d
          ? {
              ...d,
              expedite: nextExpediteChoice(
                d.expedite,
                value === null ? { type: 'reset' } : { type: 'chooseGuaranteed', option: value },
              ),
            }
          : d,
      );
    },
    /** Whether guaranteed choices are being fetched, or could not be (§4). */
    guaranteedStatus: (expediteParent === undefined
      ? 'none'
      : expedite.isPending
        ? 'loading'
        : expediteOptions
          ? 'ready'
          : 'failed') as 'none' | 'loading' | 'ready' | 'failed',
    /** §4 destination storage for the selected option, when offered: its 30-day price input. */
    storage: quote && storageOption ? storageInputFor(quote, storageOption) : null,
    /** Issue 4 price-by-date strip: the nearby dates with the draft's total on each. */
    strip: {
      days,
      status: (stripQuery.isPending ? 'loading' : stripQuery.data?.ok ? 'ready' : 'failed') as
        | 'loading'
        | 'ready'
        | 'failed',
    },
    /** §4 the coupon field: the draft's user coupon, its description and what happened last. */
    coupon: {
      code: draft?.couponCode ?? '',
      description: quote && draft ? draftCouponDescription(quote, draft) : null,
      status: couponStatus,
    },
    /**
     * Apply: the typed code joins the draft (and the price) when the domain's coupon rules accept it.
     * True when accepted (issue 27: a refused code stays in the field, beside the message).
     */
    applyCoupon: (typed: string): boolean => {
      if (!quote) return false;
      setNotice(null);
      return applyTypedCoupon(
        quote,
        typed,
        (couponCode) => setDraft((d) => (d ? { ...d, couponCode } : d)),
        setCouponStatus,
      );
    },
    /** Remove: the customer's coupon leaves the draft (and the price); agent coupons stay. */
    removeCoupon: () => {
      if (!quote) return;
      setNotice(null);
      setDraft((d) => (d ? { ...d, couponCode: '' } : d));
      setCouponStatus(couponRemovedStatus(quote));
    },
    saving: save.isPending,
    save: () => {
      if (quote && draft && dates.problem === null) save.mutate({ quote, draft });
    },
    dates,
    /** Issue 10: why Save is disabled (the move date cannot be saved), from the domain; null when it can. */
    saveBlockedReason: dates.problem,
    guaranteed,
    send,
    sendQuote,
  };
}

export type QuoteViewModel = ReturnType<typeof useQuoteView>;

/**
 * Issue 10: what the page says about the draft besides its price: which choices are unsaved, the
 * delivery it includes (guaranteed or the free estimated window, never both), a size below what the
 * house size needs, and the guard that asks before leaving with unsaved changes.
 */
function useDraftExtras(
  quote: Quote | null,
  draft: QuoteDraft | null,
  dirty: boolean,
  expediteOptions: Parameters<typeof draftDelivery>[2],
  allowLeave: () => boolean,
) {
  const blocker = useLeaveGuard(dirty, allowLeave);
  const parent = quote && draft ? parentOptions(quote).find((o) => o.value === draft.optionValue) : undefined;
  const size = quote
    ? recommendedSize(quote.Details.HouseSize, quote.SizeConversion.TrailerLengthToCubes)
    : null;
  return {
    /** Issue 10: the choices that differ from the saved quote. */
    unsaved: quote && draft ? unsavedChoices(quote, draft) : null,
    /** 'Guaranteed delivery by ...' or the free estimated window for the draft (never both). */
    delivery: quote && draft ? draftDelivery(quote, draft, expediteOptions) : null,
    /** §9 house sizes: what the quote's house size usually needs. */
    recommendedSize: size,
    /** A chosen size below what the house size needs, in words, or null. */
    sizeWarning:
      draft && parent
        ? undersizeWarning(size, { equip: parent.EquipType, feet: draft.linearFeet, cubes: draft.cubes })
        : null,
    /** The navigation held until the customer confirms leaving (LeaveDialog). */
    blocker,
  };
}
