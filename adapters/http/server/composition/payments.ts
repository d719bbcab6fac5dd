import { binderFor } from '../../../../application/bind-use-case';
import { AddPaymentInfo } from '../../../../application/payments/add-payment-info';
import { CancelAffirmLoan } from '../../../../application/payments/cancel-affirm-loan';
import { CancelReservation } from '../../../../application/payments/cancel-reservation';
import { ChargeMove } from '../../../../application/payments/charge-move';
import { PayBalance } from '../../../../application/payments/pay-balance';
import { SaveCard } from '../../../../application/payments/save-card';
import { StartAffirmCheckout } from '../../../../application/payments/start-affirm-checkout';
import { StartPayPalOrder } from '../../../../application/payments/start-paypal-order';
import { ViewAffirmApproval } from '../../../../application/payments/view-affirm-approval';
import { ViewAffirmCheckout } from '../../../../application/payments/view-affirm-checkout';
import { ViewMovePayments } from '../../../../application/payments/view-move-payments';
import { AffirmBookingCheckouts } from '../../../../application/ports/affirm-booking-checkouts';
import { AffirmGateway, AffirmSandboxWindow } from '../../../../application/ports/affirm-gateway';
import { CardNumberReader } from '../../../../application/ports/card-number-reader';
import { Clock } from '../../../../application/ports/clock';
import { FinancingTermsSource } from '../../../../application/ports/financing-terms-source';
import { PaymentGateway } from '../../../../application/ports/payment-gateway';
import { PaymentLedger } from '../../../../application/ports/payment-ledger';
import { PaymentRequests } from '../../../../application/ports/payment-requests';
import { PayPalBuyerApproval, PayPalGateway } from '../../../../application/ports/paypal-gateway';
import { WriteEffects } from '../../../../application/write-effects';
import {
  type AffirmBookingTables,
  PgAffirmBookingCheckouts,
} from '../../../persistence/pg-affirm-booking-checkouts';
import { PgPaymentLedger } from '../../../persistence/pg-payment-ledger';
import { PgPaymentRequests } from '../../../persistence/pg-payment-requests';
import { SandboxAffirm, type SandboxAffirmTables } from '../../../sandbox/sandbox-affirm';
import { SandboxCardProcessor } from '../../../sandbox/sandbox-card-processor';
import { SandboxPayPal, type SandboxPayPalTables } from '../../../sandbox/sandbox-paypal';
import { readCardNumber } from '../../contract/card-number-reader';
import { registerBookingPaymentRoutes } from '../routes/booking-payments';
import { registerMoveMoneyRoutes } from '../routes/move-money';
import { registerMovePaymentRoutes } from '../routes/move-payments';
import { registerPaymentRoutes } from '../routes/payments';
import { registerSandboxAffirmWindow, sandboxAffirmWindowPath } from '../routes/sandbox-affirm';
import { registerSandboxPayPalPage } from '../routes/sandbox-paypal';
import type { EndpointGroup } from './group';

/**
 * Payments (issues 11 and 12): POST payments/cards saves a card through the PaymentGateway port, here the SANDBOX
 * card processor (a stand-in for a processor's test mode, with its state in the database so that every
 * instance shares it). Card numbers are read with card-validator (the contract's reader).
 */
export const paymentsGroup: EndpointGroup = {
  name: 'payments',
  bind(container, parts) {
    const bind = binderFor(container);
    container.bind<CardNumberReader>(CardNumberReader).toConstantValue(readCardNumber);
    bind(
      PaymentGateway,
      { clock: Clock },
      ({ clock }) => new SandboxCardProcessor({ db: parts.database.db, clock, readCardNumber }),
    );
    // Money moved sets off what application/write-effects.ts says (receipts, declines).
    bind(PaymentLedger, { effects: WriteEffects }, ({ effects }) =>
      effects.ledger(new PgPaymentLedger(parts.database.db)),
    );
    container
      .bind<PaymentRequests>(PaymentRequests)
      .toConstantValue(new PgPaymentRequests(parts.database.db));
    bind(
      SandboxPayPal,
      { clock: Clock },
      ({ clock }) => new SandboxPayPal({ db: parts.database.db.withTables<SandboxPayPalTables>(), clock }),
    );
    container.bind<PayPalGateway>(PayPalGateway).toService(SandboxPayPal);
    container.bind<PayPalBuyerApproval>(PayPalBuyerApproval).toService(SandboxPayPal);
    bind(
      SandboxAffirm,
      { clock: Clock },
      ({ clock }) =>
        new SandboxAffirm({
          db: parts.database.db.withTables<SandboxAffirmTables>(),
          clock,
          readCardNumber,
          windowUrl: sandboxAffirmWindowPath,
        }),
    );
    container.bind<AffirmGateway>(AffirmGateway).toService(SandboxAffirm);
    container.bind<AffirmSandboxWindow>(AffirmSandboxWindow).toService(SandboxAffirm);
    container
      .bind<AffirmBookingCheckouts>(AffirmBookingCheckouts)
      .toConstantValue(new PgAffirmBookingCheckouts(parts.database.db.withTables<AffirmBookingTables>()));
  },
  async start(_container, parts) {
    parts.logger.info(
      { cardProcessor: 'sandbox', paypal: 'sandbox', affirm: 'sandbox' },
      'payments go to the sandbox card processor, PayPal and Affirm: test numbers only, nothing is ever charged',
    );
  },
  routes(app, container) {
    registerPaymentRoutes(app, { saveCard: container.get(SaveCard) });
    registerMovePaymentRoutes(app, {
      viewMovePayments: container.get(ViewMovePayments),
      chargeMove: container.get(ChargeMove),
    });
    registerBookingPaymentRoutes(app, {
      startPayPalOrder: container.get(StartPayPalOrder),
      startAffirmCheckout: container.get(StartAffirmCheckout),
      viewAffirmCheckout: container.get(ViewAffirmCheckout),
      viewAffirmApproval: container.get(ViewAffirmApproval),
      cancelAffirmLoan: container.get(CancelAffirmLoan),
    });
    registerMoveMoneyRoutes(app, {
      addPaymentInfo: container.get(AddPaymentInfo),
      payBalance: container.get(PayBalance),
      cancelReservation: container.get(CancelReservation),
    });
    registerSandboxPayPalPage(app, { approvals: container.get<PayPalBuyerApproval>(PayPalBuyerApproval) });
    registerSandboxAffirmWindow(
      app,
      container.get<AffirmSandboxWindow>(AffirmSandboxWindow),
      container.get<FinancingTermsSource>(FinancingTermsSource),
    );
  },
};
