import './pickup-pages.css';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { PhoneLink } from '../../app/phone-link';
import { PickupText } from './pickup-text';
import type { PickupMove } from './use-pickup-request';

/** A pickup page's frame: the title and its content, narrow like a form. */
export function PickupPageFrame({
  title,
  children,
  titleRef,
}: {
  title: string;
  children: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="container page pickup-page">
      <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h1>
      {children}
    </div>
  );
}

export function BackToDashboard({ primary = false }: { primary?: boolean }) {
  return (
    <Link className={`button${primary ? ' button-primary' : ''}`} to={Route.dashboard}>
      {PickupText.back}
    </Link>
  );
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

/** The states of a pickup page before its shipment is there: loading, not the visitor's move, not loaded. */
export function PickupStates({ move, title }: { move: PickupMove; title: string }) {
  if (move.missing) {
    return (
      <PickupPageFrame title={title}>
        <p role="alert">{PickupText.missing}</p>
        <div className="pickup-actions">
          <BackToDashboard primary />
        </div>
      </PickupPageFrame>
    );
  }
  if (move.failed) {
    return (
      <PickupPageFrame title={title}>
        <p role="alert">{PickupText.loadFailed}</p>
        <div className="pickup-actions">
          <button type="button" className="button button-primary" onClick={move.reload}>
            {PickupText.retry}
          </button>
          <BackToDashboard />
        </div>
      </PickupPageFrame>
    );
  }
  return (
    <PickupPageFrame title={title}>
      <p role="status">{PickupText.loading}</p>
    </PickupPageFrame>
  );
}
