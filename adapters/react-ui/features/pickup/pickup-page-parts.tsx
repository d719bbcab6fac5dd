import './pickup-pages.css';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { PhoneLink } from '../../app/phone-link';
import { DashboardLink, MovePageFrame, MovePageWait } from '../pages/page-parts';
import { PickupText } from './pickup-text';
import type { PickupMove } from './use-pickup-request';

type FrameProps = Omit<Parameters<typeof MovePageFrame>[0], 'kind'>;

/** A pickup page's frame: the title and its content, narrow like a form. */
export function PickupPageFrame(props: FrameProps) {
  return <MovePageFrame kind="pickup-page" {...props} />;
}

export function BackToDashboard({ primary = false }: { primary?: boolean }) {
  return <DashboardLink primary={primary}>{PickupText.back}</DashboardLink>;
}

/** §1 pickup prompt-to-call: why the pickup cannot be requested online, and the phone number (§3 page settings). */
export function PickupPromptToCall({ message }: { message: string }) {
  return (
    <PickupPageFrame title={PickupText.callTitle}>
      <p className="notice notice-info" data-testid="pickup-prompt-to-call">
        {message} at <PhoneLink />.
      </p>
      <div className="pickup-actions">
        <BackToDashboard primary />
      </div>
    </PickupPageFrame>
  );
}

/** The pickup is done: when it was, and the way back. */
export function PickupCompleted({ pickupDate }: { pickupDate: IsoDate | null }) {
  return (
    <PickupPageFrame title={PickupText.completedTitle}>
      <p role="status">{PickupText.completedLead(pickupDate)}</p>
      <div className="pickup-actions">
        <BackToDashboard primary />
      </div>
    </PickupPageFrame>
  );
}

/** The states of a pickup page before its shipment is there: loading, not the visitor's move, not loaded. */
export function PickupStates({ move, title }: { move: PickupMove; title: string }) {
  return (
    <MovePageWait
      kind="pickup-page"
      title={title}
      row="pickup-actions"
      text={PickupText}
      state={move.missing ? 'missing' : move.failed ? 'failed' : 'loading'}
      onRetry={move.reload}
    />
  );
}
