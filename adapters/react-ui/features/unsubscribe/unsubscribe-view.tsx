import { Link } from 'react-router';
import { CATEGORY_LABEL, type OptionalCategory } from '../../../../domain/notifications/message-kinds';
import { MESSAGE_SETTINGS_PATH } from '../../../../domain/notifications/unsubscribe-headers';
import type { MessageSwitches } from '../../../../domain/notifications/unsubscribe-rules';
import type { UnsubscribeOutcome } from '../../../http/client/relomove-api';
import { CardPage } from '../pages/page-parts';
import type { UnsubscribeState } from './use-unsubscribe';
import './unsubscribe.css';

/** Where the dashboard's "What we send you" settings are. */
export const MESSAGE_SETTINGS_HREF = MESSAGE_SETTINGS_PATH;

/** The page's words (ours: the specification shows no unsubscribe page). */
export const UnsubscribeText = {
  title: 'Unsubscribe',
  working: 'Turning these emails off…',
  unsubscribed: 'You’re unsubscribed',
  resubscribed: 'You’re subscribed again',
  broken: 'This link doesn’t work',
  unavailable: 'We couldn’t finish that',
  turnedOff: (email: string) => `We turned these off for ${email}:`,
  alreadyOff: (email: string) => `These were already off for ${email}:`,
  turnedOn: (email: string) => `We turned these back on for ${email}:`,
  alreadyOn: (email: string) => `These were already on for ${email}:`,
  undo: 'Undo',
  again: 'Turn them off again',
  settings: 'Choose what we send you',
  settingsHint: 'Sign in to turn texts and each kind of optional message on or off.',
  brokenBody:
    'It may have been cut short when it was copied. Open the link in your latest email again, or sign in and choose what we send you in your dashboard.',
  unavailableBody: 'We could not reach our server. Check your connection and try again.',
  tryAgain: 'Try again',
  texts: 'Text messages',
} as const;

/** The things a change names, in the page's words. */
function namesOf(switches: MessageSwitches): string[] {
  return [
    ...(switches.texts ? [UnsubscribeText.texts] : []),
    ...switches.categories.map((c: OptionalCategory) => CATEGORY_LABEL[c]),
  ];
}

function isEmpty(switches: MessageSwitches): boolean {
  return !switches.texts && switches.categories.length === 0;
}

function Outcome({ outcome, off }: { outcome: UnsubscribeOutcome; off: boolean }) {
  const changed = !isEmpty(outcome.changed);
  const listed = changed ? outcome.changed : outcome.covers;
  const lead = off
    ? changed
      ? UnsubscribeText.turnedOff(outcome.email)
      : UnsubscribeText.alreadyOff(outcome.email)
    : changed
      ? UnsubscribeText.turnedOn(outcome.email)
      : UnsubscribeText.alreadyOn(outcome.email);
  return (
    <>
      <p>{lead}</p>
      <ul className="unsubscribe-list">
        {namesOf(listed).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}

export function UnsubscribeView({
  state,
  onUndo,
  onAgain,
}: {
  state: UnsubscribeState;
  onUndo: () => void;
  onAgain: () => void;
}) {
  const settingsLink = (
    <p className="unsubscribe-settings">
      <Link to={MESSAGE_SETTINGS_HREF}>{UnsubscribeText.settings}</Link>
    </p>
  );
  const settings = (
    <>
      {settingsLink}
      <p className="field-hint">{UnsubscribeText.settingsHint}</p>
    </>
  );
  switch (state.kind) {
    case 'working':
      return (
        <Shell title={UnsubscribeText.title}>
          <p role="status">{UnsubscribeText.working}</p>
        </Shell>
      );
    case 'broken':
      return (
        <Shell title={UnsubscribeText.broken}>
          <p role="alert">{UnsubscribeText.brokenBody}</p>
          {settingsLink}
        </Shell>
      );
    case 'unavailable':
      return (
        <Shell title={UnsubscribeText.unavailable}>
          <p role="alert">{UnsubscribeText.unavailableBody}</p>
          <button type="button" className="button button-primary" disabled={state.busy} onClick={onAgain}>
            {UnsubscribeText.tryAgain}
          </button>
        </Shell>
      );
    case 'unsubscribed':
    case 'resubscribed': {
      const off = state.kind === 'unsubscribed';
      return (
        <Shell title={off ? UnsubscribeText.unsubscribed : UnsubscribeText.resubscribed}>
          <div role="status" className="notice notice-success unsubscribe-outcome">
            <Outcome outcome={state.outcome} off={off} />
          </div>
          {state.outcome.liveMoveNote ? (
            <div className="notice notice-info unsubscribe-live-move">
              <p>{state.outcome.liveMoveNote}</p>
            </div>
          ) : null}
          <div className="unsubscribe-actions">
            <button type="button" className="button" disabled={state.busy} onClick={off ? onUndo : onAgain}>
              {off ? UnsubscribeText.undo : UnsubscribeText.again}
            </button>
          </div>
          {state.failed ? (
            <p role="alert" className="field-error">
              {state.failed}
            </p>
          ) : null}
          {settings}
        </Shell>
      );
    }
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <CardPage kind="unsubscribe-page" title={title}>
      {children}
    </CardPage>
  );
}
