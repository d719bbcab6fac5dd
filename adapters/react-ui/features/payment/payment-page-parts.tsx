import './payment-pages.css';
import { DashboardLink, MovePageFrame, MovePageWait } from '../pages/page-parts';
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
  const state = money.loading
    ? 'loading'
    : money.missing
      ? 'missing'
      : money.failed
        ? 'failed'
        : !money.move || !money.payments
          ? 'loading'
          : null;
  if (state === null) return null;
  return (
    <MovePageWait
      kind="payment-page"
      title={title}
      row="payment-actions"
      text={PayText}
      state={state}
      onRetry={money.retry}
    />
  );
}
