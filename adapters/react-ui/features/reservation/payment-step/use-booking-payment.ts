import { useCallback, useEffect, useRef, useState } from 'react';
import { AnalyticsErrorEvent } from '../../../../../domain/analytics/events';
import type { Cents } from '../../../../../domain/money/money';
import { AFFIRM_WINDOW_MESSAGE_TYPE } from '../../../../../domain/payment/affirm';
import { PAYMENT_RETURN_PARAMETER, PaymentReturn } from '../../../../../domain/payment/booking-payments';
import { parseFieldErrorLines } from '../../../../../domain/validation/field-error-lines';
import type { AffirmCheckoutState, ApiFailure } from '../../../../http/client/relomove-api';
import { useAnalytics } from '../../../app/analytics';
import { useApi } from '../../../app/api-context';
import type { ReservePaymentEntry } from '../use-reservation';
import { PAYMENT_TEXT } from './payment-text';

/** The customer's choice on the payment step (issue 12): a card, PayPal, or Affirm (pay over time). */
export type PaymentChoice = 'CreditCard' | 'PayPal' | 'Affirm';

export type PayPalView =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'approved'; orderId: string }
  | { kind: 'cancelled' }
  | { kind: 'problem'; message: string };

/** Where the Affirm application stands on this page (the §4 Affirm states, as the customer reads them). */
export type AffirmView =
  | { kind: 'idle' }
  | { kind: 'opening' }
  /** §4 PopupBlocker: the browser refused the pop-up. */
  | { kind: 'blocked' }
  /** Initial: the application window is open. */
  | { kind: 'waiting'; checkoutId: string }
  /** Reading the outcome; `attempt` > 0 while the loan's card is still being set up (409 AffirmCardPending). */
  | { kind: 'reading'; checkoutId: string; attempt: number }
  /** Success: the loan, and the entry to book with. */
  | { kind: 'approved'; checkoutId: string; amount: Cents; entry: ReservePaymentEntry }
  /** Failure: Affirm's words. */
  | { kind: 'declined'; message: string }
  /** HasNotApplied: the window was closed before the application was finished. */
  | { kind: 'notApplied' }
  /** HasCancelled: the customer cancelled the loan. */
  | { kind: 'cancelled' }
  | { kind: 'problem'; message: string };

export interface BookingPaymentModel {
  choice: PaymentChoice;
  choose(choice: PaymentChoice): void;
  paypal: PayPalView;
  affirm: AffirmView;
  /** A booking with PayPal or Affirm is on its way. */
  booking: boolean;
  /** Why the last booking with PayPal or Affirm failed (the server's words), else null. */
  bookProblem: string | null;
  startPayPal(): void;
  bookWithPayPal(): void;
  /** Opens the Affirm application in a pop-up (AffirmLite). */
  startAffirm(): void;
  /** Goes to the Affirm application in this window (AffirmVCN): the way forward from a blocked pop-up. */
  affirmInThisWindow(): void;
  bookWithAffirm(): void;
  cancelDialogOpen: boolean;
  openCancelDialog(): void;
  closeCancelDialog(): void;
  cancelling: boolean;
  cancelProblem: string | null;
  confirmCancelLoan(): void;
}

export interface BookingPaymentOptions {
  quoteId: number;
  /** Books the move with the entry (the shell's §4 Reserve); rejects with the message to show. */
  onBook(entry: ReservePaymentEntry): Promise<void>;
  /** Sends the whole page elsewhere (PayPal, AffirmVCN). Default: window.location.assign. */
  navigateTo?: (url: string) => void;
  /** Opens a pop-up (AffirmLite); null when the browser blocked it. Default: window.open. */
  openWindow?: (url: string) => Window | null;
  /** The page's query string (the PayPal or Affirm return). Default: window.location.search. */
  search?: string;
}

/** How often a still-open pop-up is looked at (to notice one closed with the browser's own button). */
const POPUP_WATCH_MS = 700;
/** 409 AffirmCardPending: ask again this many times, a little later each time. */
const PENDING_TRIES = 5;
const PENDING_WAIT_MS = 800;

/** The customer's words in a refusal: its §5 lines without their field names. */
function wordsOf(error: ApiFailure): string {
  if (error.kind !== 'Refused') return '';
  return [...parseFieldErrorLines(error.errors).values()].flat().join(' ');
}

/** What the return address says: back from PayPal (approved or cancelled) or from Affirm's window. */
function readReturn(search: string): {
  paypal: PayPalView | null;
  affirmCheckoutId: string | null;
} {
  const query = new URLSearchParams(search);
  const marker = query.get(PAYMENT_RETURN_PARAMETER);
  const token = query.get('token');
  if (marker === PaymentReturn.PayPalApproved && token) {
    return { paypal: { kind: 'approved', orderId: token }, affirmCheckoutId: null };
  }
  if (marker === PaymentReturn.PayPalCancelled)
    return { paypal: { kind: 'cancelled' }, affirmCheckoutId: null };
  if (marker === PaymentReturn.Affirm) return { paypal: null, affirmCheckoutId: query.get('checkout_id') };
  return { paypal: null, affirmCheckoutId: null };
}

/** The view of a checkout's §4 state as GET affirm/checkouts/{checkoutId} answers it. */
function viewOfState(state: AffirmCheckoutState): AffirmView {
  switch (state.State) {
    case 'Success':
      // Approved, but no longer usable (cancelled, expired) when there is no entry: the server says why.
      return state.ReservePaymentMethod
        ? {
            kind: 'approved',
            checkoutId: state.checkoutId,
            amount: state.ApprovedAmount ?? state.Amount,
            entry: state.ReservePaymentMethod,
          }
        : { kind: 'problem', message: state.Message ?? PAYMENT_TEXT.affirmUnavailable };
    case 'Failure':
      return { kind: 'declined', message: state.Message ?? PAYMENT_TEXT.affirmDeclined };
    case 'HasNotApplied':
    case 'Initial':
      return { kind: 'notApplied' };
  }
}

/**
 * Booking with PayPal or Affirm on the payment step (issue 12; docs/api.md "Booking with PayPal or Affirm"):
 * - PayPal: POST paypal/orders, then the whole page goes to the SANDBOX approval page, which sends the
 *   customer back here with `?provider=paypal&token={orderId}`; Book sends §4 Reserve with that order.
 * - Affirm: one "Apply with Affirm" that opens the application in a pop-up (AffirmLite); a blocked pop-up
 *   (§4 PopupBlocker) offers the same application in this window (AffirmVCN, a full-page redirect that
 *   comes back with `?provider=affirm&checkout_id=…`). The pop-up tells this page how it ended
 *   (postMessage, same origin and from that window only); the checkout is then read (409 AffirmCardPending
 *   is asked again a few times), and Success books with the `ReservePaymentMethod` the server gave.
 * - An approved loan not booked yet can be cancelled (§7 POST affirm/cancel) after a confirmation.
 * - Issue 27: the approval is kept with the reservation (GET affirm/approval): a reload shows it again until
 *   it is used (the move booked), cancelled or expired, so the customer never applies twice.
 * Each attempt has its own Idempotency-Key, kept across a double click.
 */
export function useBookingPayment(options: BookingPaymentOptions): BookingPaymentModel {
  const api = useApi();
  const analytics = useAnalytics();
  const { quoteId, onBook } = options;
  const navigateTo = options.navigateTo ?? ((url: string) => window.location.assign(url));
  const openWindow =
    options.openWindow ??
    ((url: string) => window.open(url, 'relomove-affirm', 'popup,width=520,height=720'));

  const [returned] = useState(() => readReturn(options.search ?? window.location.search));
  const [choice, setChoice] = useState<PaymentChoice>(
    returned.paypal ? 'PayPal' : returned.affirmCheckoutId ? 'Affirm' : 'CreditCard',
  );
  const [paypal, setPayPal] = useState<PayPalView>(returned.paypal ?? { kind: 'idle' });
  const [affirm, setAffirm] = useState<AffirmView>(
    returned.affirmCheckoutId
      ? { kind: 'reading', checkoutId: returned.affirmCheckoutId, attempt: 0 }
      : { kind: 'idle' },
  );
  const [booking, setBooking] = useState(false);
  const [bookProblem, setBookProblem] = useState<string | null>(null);
  const [cancelDialogOpen, setCancelDialogOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelProblem, setCancelProblem] = useState<string | null>(null);

  const orderKey = useRef<string | null>(null);
  const checkoutKey = useRef<string | null>(null);
  const popup = useRef<Window | null>(null);
  const affirmNow = useRef<AffirmView>(affirm);
  affirmNow.current = affirm;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const track = useCallback(
    (event: { id: number; name: string }, reason: string) =>
      analytics.track({ ...event, quoteReference: String(quoteId), reason }),
    [analytics, quoteId],
  );

  /** Reads the checkout and shows its §4 state; asks again while its card is being set up. */
  const readCheckout = useCallback(
    async (checkoutId: string, attempt = 0) => {
      setAffirm({ kind: 'reading', checkoutId, attempt });
      const answer = await api.affirmCheckout(quoteId, checkoutId);
      if (!mounted.current) return;
      if (!answer.ok) {
        const error = answer.error;
        if (error.kind === 'Refused' && error.reason === 'AffirmCardPending' && attempt < PENDING_TRIES) {
          setAffirm({ kind: 'reading', checkoutId, attempt: attempt + 1 });
          setTimeout(() => void readCheckout(checkoutId, attempt + 1), PENDING_WAIT_MS * (attempt + 1));
          return;
        }
        track(
          AnalyticsErrorEvent.affirmGeneric,
          error.kind === 'Refused' ? (error.reason ?? '') : error.kind,
        );
        setAffirm({ kind: 'problem', message: wordsOf(error) || PAYMENT_TEXT.affirmUnavailable });
        return;
      }
      const view = viewOfState(answer.value);
      if (view.kind === 'declined') track(AnalyticsErrorEvent.affirmValidation, 'Failure');
      setAffirm(view);
    },
    [api, quoteId, track],
  );

  // The pop-up's word (same origin, from that very window) that the application ended.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!popup.current || event.source !== popup.current) return;
      const data = event.data as { type?: unknown; checkoutId?: unknown } | null;
      const now = affirmNow.current;
      if (data?.type !== AFFIRM_WINDOW_MESSAGE_TYPE || now.kind !== 'waiting') return;
      if (data.checkoutId !== now.checkoutId) return;
      popup.current = null;
      void readCheckout(now.checkoutId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [readCheckout]);

  // A pop-up closed with the browser's own button says nothing: notice it, and read where it stands.
  const waitingId = affirm.kind === 'waiting' ? affirm.checkoutId : null;
  useEffect(() => {
    if (!waitingId) return;
    const timer = setInterval(() => {
      if (popup.current?.closed && affirmNow.current.kind === 'waiting') {
        popup.current = null;
        void readCheckout(waitingId);
      }
    }, POPUP_WATCH_MS);
    return () => clearInterval(timer);
  }, [waitingId, readCheckout]);

  // Back from AffirmVCN's full-page application: read the checkout once.
  const returnedCheckout = returned.affirmCheckoutId;
  useEffect(() => {
    if (returnedCheckout) void readCheckout(returnedCheckout);
  }, [returnedCheckout, readCheckout]);

  // Issue 27: an approval kept with the reservation survives a reload: shown again (and Affirm chosen)
  // unless the page came back from PayPal or Affirm, or the customer has already chosen or started.
  const chosen = useRef(false);
  const plainLoad = returned.paypal === null && returned.affirmCheckoutId === null;
  useEffect(() => {
    if (!plainLoad) return;
    void api.affirmApproval(quoteId).then((answer) => {
      if (!mounted.current || !answer.ok || answer.value === null) return;
      const view = viewOfState(answer.value);
      if (view.kind !== 'approved' || affirmNow.current.kind !== 'idle') return;
      setAffirm(view);
      if (!chosen.current) setChoice('Affirm');
    });
  }, [api, quoteId, plainLoad]);

  const book = (entry: ReservePaymentEntry, onProblem: (message: string) => void) => {
    if (booking) return;
    setBooking(true);
    setBookProblem(null);
    onBook(entry)
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : PAYMENT_TEXT.bookFailed;
        track(AnalyticsErrorEvent.reservationPayment, entry.Method);
        setBookProblem(message);
        onProblem(message);
      })
      .finally(() => {
        if (mounted.current) setBooking(false);
      });
  };

  const startPayPal = () => {
    if (paypal.kind === 'opening') return;
    orderKey.current ??= crypto.randomUUID();
    setPayPal({ kind: 'opening' });
    setBookProblem(null);
    void api.createPayPalOrder(quoteId, orderKey.current).then((answer) => {
      orderKey.current = null;
      if (answer.ok) {
        navigateTo(answer.value.approveUrl);
        return;
      }
      setPayPal({ kind: 'problem', message: wordsOf(answer.error) || PAYMENT_TEXT.paypalUnavailable });
    });
  };

  const openCheckout = async (Method: 'AffirmVCN' | 'AffirmLite') => {
    checkoutKey.current ??= crypto.randomUUID();
    const answer = await api.openAffirmCheckout(quoteId, Method, checkoutKey.current);
    checkoutKey.current = null;
    if (!answer.ok) {
      const error = answer.error;
      track(
        error.kind === 'Refused' ? AnalyticsErrorEvent.affirmValidation : AnalyticsErrorEvent.affirmGeneric,
        error.kind === 'Refused' ? (error.reason ?? String(error.status)) : error.kind,
      );
      setAffirm({ kind: 'problem', message: wordsOf(error) || PAYMENT_TEXT.affirmUnavailable });
      return null;
    }
    return answer.value;
  };

  const startAffirm = () => {
    const now = affirmNow.current.kind;
    if (now === 'opening' || now === 'waiting' || now === 'reading') return;
    setBookProblem(null);
    setCancelProblem(null);
    // Opened at once, inside the click, so that the browser counts it as the customer's own pop-up.
    const opened = openWindow('about:blank');
    if (!opened) {
      track(AnalyticsErrorEvent.affirmPopupsDisabled, 'PopupBlocker');
      setAffirm({ kind: 'blocked' });
      return;
    }
    popup.current = opened;
    // A window of an earlier application (same name) is reused: bring it to the front.
    opened.focus?.();
    setAffirm({ kind: 'opening' });
    void openCheckout('AffirmLite').then((checkout) => {
      if (!checkout) {
        opened.close();
        popup.current = null;
        return;
      }
      opened.location.href = checkout.windowUrl;
      setAffirm({ kind: 'waiting', checkoutId: checkout.checkoutId });
    });
  };

  const affirmInThisWindow = () => {
    if (affirmNow.current.kind === 'opening') return;
    setAffirm({ kind: 'opening' });
    void openCheckout('AffirmVCN').then((checkout) => {
      if (checkout) navigateTo(checkout.windowUrl);
    });
  };

  const confirmCancelLoan = () => {
    if (affirm.kind !== 'approved' || cancelling) return;
    setCancelling(true);
    setCancelProblem(null);
    void api
      .cancelAffirmLoan(affirm.checkoutId)
      .then((answer) => {
        if (answer.ok) {
          setCancelDialogOpen(false);
          setAffirm({ kind: 'cancelled' });
          return;
        }
        setCancelProblem(wordsOf(answer.error) || PAYMENT_TEXT.cancelFailed);
      })
      .finally(() => setCancelling(false));
  };

  return {
    choice,
    choose: (next) => {
      chosen.current = true;
      setChoice(next);
      setBookProblem(null);
    },
    paypal,
    affirm,
    booking,
    bookProblem,
    startPayPal,
    bookWithPayPal: () => {
      if (paypal.kind !== 'approved') return;
      book({ Method: 'PayPal', PaymentReferenceID: paypal.orderId }, (message) =>
        setPayPal({ kind: 'problem', message }),
      );
    },
    startAffirm,
    affirmInThisWindow,
    bookWithAffirm: () => {
      if (affirm.kind !== 'approved') return;
      book(affirm.entry, () => undefined);
    },
    cancelDialogOpen,
    openCancelDialog: () => {
      setCancelProblem(null);
      setCancelDialogOpen(true);
    },
    closeCancelDialog: () => setCancelDialogOpen(false),
    cancelling,
    cancelProblem,
    confirmCancelLoan,
  };
}
