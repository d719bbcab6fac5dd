import './payment-pages.css';
import { DashboardLink, MoveLoadFailed, MovePageFrame } from '../pages/page-parts';
import { PayText } from './payment-page-text';
import type { MoveMoney } from './use-move-money';

type FrameProps = Omit<Parameters<typeof MovePageFrame>[0], 'kind'>;

/** A payment page's frame: the title and its content, narrow like a form. */
export function PaymentPageFrame(props: FrameProps) {
  return <MovePageFrame kind="payment-page" {...props} />;
}

export function BackToDashboard({ primary = false }: { primary?: boolean }) {
  return <DashboardLink primary={primary}>{PayText.back}</DashboardLink>;
}

/**
 * The states of a payment page before its move is there: loading, not the visitor's move (or no such
 * move), could not be loaded. Null once the move and its payments are loaded.
 */
export function MoneyStates({ money, title }: { money: MoveMoney; title: string }) {
  if (money.loading || (!money.missing && !money.failed && (!money.move || !money.payments))) {
    return (
      <PaymentPageFrame title={title}>
        <p role="status">{PayText.loading}</p>
      </PaymentPageFrame>
    );
  }
  if (money.missing) {
    return (
      <PaymentPageFrame title={title}>
        <p role="alert">{PayText.missing}</p>
        <BackToDashboard primary />
      </PaymentPageFrame>
    );
  }
  if (money.failed) {
    return (
      <PaymentPageFrame title={title}>
        <MoveLoadFailed
          message={PayText.failed}
          retry={PayText.tryAgainLoad}
          onRetry={money.retry}
          row="payment-actions"
        >
          <BackToDashboard />
        </MoveLoadFailed>
      </PaymentPageFrame>
    );
  }
  return null;
}
