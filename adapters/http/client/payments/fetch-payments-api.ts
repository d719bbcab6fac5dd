import type { z } from 'zod';
import type { WireSavedCard } from '../../contract/payments';
import type { ApiResult } from '../api-result';
import { type FetchTransport, type Schemas, segment, withoutSuccess } from '../fetch-transport';
import type {
  AffirmCheckoutOpened,
  AffirmCheckoutState,
  AffirmLoanCancelled,
  BalancePaid,
  CancellationPreview,
  MoveCancelled,
  MovePayments,
  PaymentInfoAdded,
  PaymentsApi,
  PayPalOrder,
} from './payments-api';

/** `PaymentsApi` over fetch: see FetchTransport for how each call is sent and its answer read. */
export function createFetchPaymentsApi(http: FetchTransport): PaymentsApi {
  return {
    saveCard(
      card: Parameters<PaymentsApi['saveCard']>[0],
      idempotencyKey: string,
    ): Promise<ApiResult<WireSavedCard>> {
      return http.call(
        { method: 'POST', path: '/payments/cards', body: card, idempotencyKey },
        (s) => s.SaveCardApproved,
        (answer) => answer.Card,
      );
    },
    movePayments(quoteId: number): Promise<ApiResult<MovePayments>> {
      return http.get(
        `/moves/${quoteId}/payments`,
        (s) => s.MovePaymentsResponse,
        (answer, s) => paymentsFromWire(answer, s),
      );
    },
    addPaymentInfo(
      quoteId: number,
      Revision: number,
      paymentProfileId: string,
    ): Promise<ApiResult<PaymentInfoAdded>> {
      return http.call(
        {
          method: 'POST',
          path: `/moves/${quoteId}/payment-info`,
          body: { Revision, PaymentInfo: { Method: 'CreditCard', CreditCard: { paymentProfileId } } },
        },
        (s) => s.PaymentInfoResponse,
        (answer, s) => ({
          quote: s.fromWireQuote(answer.Quote),
          payments: paymentsFromWire(answer.Payments, s),
        }),
      );
    },
    payBalance(quoteId: number, idempotencyKey: string): Promise<ApiResult<BalancePaid>> {
      return http.call(
        { method: 'POST', path: '/payments/pay', body: { QuoteId: quoteId }, idempotencyKey },
        (s) => s.PayApproved,
        (answer, s) => ({
          Amount: s.centsOf(answer.Amount),
          HasMadePaymentOnTool: answer.HasMadePaymentOnTool,
          payments: paymentsFromWire(answer.Payments, s),
        }),
      );
    },
    cancelMove(quoteId: number, Revision: number, idempotencyKey: string): Promise<ApiResult<MoveCancelled>> {
      return http.call(
        { method: 'POST', path: `/moves/${quoteId}/cancel`, body: { Revision }, idempotencyKey },
        (s) => s.CancelResponse,
        (answer, s) => ({
          Cancellation: {
            ...answer.Cancellation,
            Fee: s.centsOf(answer.Cancellation.Fee),
            PriceBefore: s.centsOf(answer.Cancellation.PriceBefore),
          },
          FeeCharge: { ...answer.FeeCharge, Amount: s.centsOf(answer.FeeCharge.Amount) },
          quote: s.fromWireQuote(answer.Quote),
          payments: paymentsFromWire(answer.Payments, s),
        }),
      );
    },
    createPayPalOrder(quoteId: number, idempotencyKey: string): Promise<ApiResult<PayPalOrder>> {
      return http.call(
        { method: 'POST', path: `/moves/${quoteId}/paypal/orders`, idempotencyKey },
        (s) => s.PayPalOrderResponse,
        (answer, s) => ({
          orderId: answer.orderId,
          approveUrl: answer.approveUrl,
          Amount: s.centsOf(answer.Amount),
        }),
      );
    },
    openAffirmCheckout(
      quoteId: number,
      Method: 'AffirmVCN' | 'AffirmLite',
      idempotencyKey: string,
    ): Promise<ApiResult<AffirmCheckoutOpened>> {
      return http.call(
        { method: 'POST', path: `/moves/${quoteId}/affirm/checkouts`, body: { Method }, idempotencyKey },
        (s) => s.AffirmCheckoutOpenedResponse,
        (answer, s) => ({
          checkoutId: answer.checkoutId,
          windowUrl: answer.windowUrl,
          Method: answer.Method,
          Amount: s.centsOf(answer.Amount),
        }),
      );
    },
    affirmCheckout(quoteId: number, checkoutId: string): Promise<ApiResult<AffirmCheckoutState>> {
      return http.get(
        `/moves/${quoteId}/affirm/checkouts/${segment(checkoutId)}`,
        (s) => s.AffirmCheckoutResponse,
        ({ success: _, ...answer }, s) => ({
          ...answer,
          Amount: s.centsOf(answer.Amount),
          ApprovedAmount: answer.ApprovedAmount === null ? null : s.centsOf(answer.ApprovedAmount),
        }),
      );
    },
    affirmApproval(quoteId: number): Promise<ApiResult<AffirmCheckoutState | null>> {
      return http.get(
        `/moves/${quoteId}/affirm/approval`,
        (s) => s.AffirmApprovalResponse,
        ({ Approval }, s) =>
          Approval === null
            ? null
            : {
                ...Approval,
                Amount: s.centsOf(Approval.Amount),
                ApprovedAmount: Approval.ApprovedAmount === null ? null : s.centsOf(Approval.ApprovedAmount),
              },
      );
    },
    cancelAffirmLoan(checkoutId: string): Promise<ApiResult<AffirmLoanCancelled>> {
      return http.call(
        { method: 'POST', path: '/affirm/cancel', body: { checkoutId } },
        (s) => s.AffirmCancelResponse,
        withoutSuccess,
      );
    },
  };
}

/** A move's payments as the contract sends them (dollars) -> MovePayments (cents). */
export function paymentsFromWire(
  { success: _, ...answer }: z.output<Schemas['MovePaymentsResponse']>,
  s: Schemas,
): MovePayments {
  return {
    ...answer,
    TotalPrice: s.centsOf(answer.TotalPrice),
    Captured: s.centsOf(answer.Captured),
    Refunded: s.centsOf(answer.Refunded),
    InvoiceAmountDue: s.centsOf(answer.InvoiceAmountDue),
    Ledger: answer.Ledger.map((row) => ({ ...row, Amount: s.centsOf(row.Amount) })),
    Cancellation: cancellationFromWire(answer.Cancellation, s),
  };
}

/** GET moves/{id}/payments' Cancellation (dollars) -> the preview in cents. */
function cancellationFromWire(
  preview: z.output<Schemas['MovePaymentsResponse']>['Cancellation'],
  s: Schemas,
): CancellationPreview | null {
  if (preview === null || !preview.Cancellable) return preview;
  return {
    ...preview,
    Fee: s.centsOf(preview.Fee),
    Charge: s.centsOf(preview.Charge),
    Refund: s.centsOf(preview.Refund),
    Release: s.centsOf(preview.Release),
  };
}
