import type { FormEvent } from 'react';
import {
  CATEGORY_LABEL,
  type MessagePreferences,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
  TRANSACTIONAL_CATEGORIES,
} from '../../../../../domain/notifications/message-kinds';
import { ALWAYS_ON_REASON } from '../../../../../domain/notifications/unsubscribe-rules';
import { CheckboxField } from '../../reservation/location-step/location-fields';
import { formatPhone } from '../../reservation/location-step/location-text';
import './message-settings.css';
import { SaveWithStatus } from '../save-with-status';

/** The section's words (ours). */
export const MessageSettingsText = {
  title: 'What we send you',
  sentTo: (email: string) => `We email ${email}.`,
  loading: 'Loading your choices…',
  unavailable: 'We could not load your choices. Please try again in a moment.',
  tryAgain: 'Try again',
  texts: 'Texts',
  textsLabel: 'Text me as well as emailing me',
  textsHint:
    'Texts go to the mobile number you asked us to text when you booked. Turn this off to get messages about your move by email only.',
  /** The move shown asked for texts: where they go. */
  textsTo: (number: string) =>
    `Texts about this move go to ${formatPhone(number)}, the mobile number you gave when you booked. Turn this off to get them by email only.`,
  /** The move shown did not ask for texts: nothing is texted about it, whatever this switch says. */
  noTexts:
    'You did not ask for texts when you booked this move, so we only email you about it. This switch applies to the moves you ask us to text.',
  alwaysOn: 'Messages about your move',
  alwaysOnBadge: 'Always on',
  optional: 'Optional messages',
  save: 'Save my choices',
  saved: 'Your choices have been saved.',
} as const;

export interface MessageSettingsViewProps {
  loading: boolean;
  unavailable: boolean;
  email: string;
  /**
   * The move shown: the number its texts go to, or null when its customer did not ask for texts (§3
   * SmsOptIn). Undefined with no move shown.
   */
  textsTo?: string | null;
  choices: MessagePreferences | null;
  saved: boolean;
  failed: string;
  busy: boolean;
  onTexts: (on: boolean) => void;
  onCategory: (category: OptionalCategory, on: boolean) => void;
  onSave: (event: FormEvent) => void;
  onRetry: () => void;
}

export function MessageSettingsView(props: MessageSettingsViewProps) {
  return (
    <section
      id="message-settings"
      className="container message-settings"
      aria-labelledby="message-settings-title"
    >
      <div className="card">
        <h2 id="message-settings-title">{MessageSettingsText.title}</h2>
        {props.choices ? (
          <Choices {...props} choices={props.choices} />
        ) : props.unavailable ? (
          <>
            <p role="alert">{MessageSettingsText.unavailable}</p>
            <button type="button" className="button" onClick={props.onRetry}>
              {MessageSettingsText.tryAgain}
            </button>
          </>
        ) : (
          <p role="status">{MessageSettingsText.loading}</p>
        )}
      </div>
    </section>
  );
}

function Choices(props: MessageSettingsViewProps & { choices: MessagePreferences }) {
  const { choices } = props;
  return (
    <form onSubmit={props.onSave} noValidate>
      {props.email ? <p>{MessageSettingsText.sentTo(props.email)}</p> : null}
      <fieldset className="message-settings-group">
        <legend>{MessageSettingsText.texts}</legend>
        <CheckboxField
          className="message-settings-check"
          id="message-settings-texts"
          label={MessageSettingsText.textsLabel}
          checked={choices.smsEnabled}
          hint={
            props.textsTo === undefined
              ? MessageSettingsText.textsHint
              : props.textsTo === null
                ? MessageSettingsText.noTexts
                : MessageSettingsText.textsTo(props.textsTo)
          }
          onChange={props.onTexts}
        />
      </fieldset>
      <fieldset className="message-settings-group">
        <legend>{MessageSettingsText.optional}</legend>
        {(OPTIONAL_CATEGORIES as readonly OptionalCategory[]).map((category) => (
          <CheckboxField
            className="message-settings-check"
            key={category}
            id={`message-settings-${category}`}
            label={CATEGORY_LABEL[category]}
            checked={!choices.optedOut.includes(category)}
            onChange={(on) => props.onCategory(category, on)}
          />
        ))}
      </fieldset>
      <fieldset className="message-settings-group" aria-describedby="message-settings-always-on">
        <legend>{MessageSettingsText.alwaysOn}</legend>
        <p className="field-hint" id="message-settings-always-on">
          {ALWAYS_ON_REASON}
        </p>
        <ul className="message-settings-always">
          {TRANSACTIONAL_CATEGORIES.map((category) => (
            <li key={category}>
              <span>{CATEGORY_LABEL[category]}</span>
              <span className="message-settings-badge">{MessageSettingsText.alwaysOnBadge}</span>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="message-settings-actions">
        <SaveWithStatus
          text={MessageSettingsText}
          busy={props.busy}
          saved={props.saved}
          primary
          statusClass="message-settings-saved"
        />
      </div>
      {props.failed ? (
        <p role="alert" className="field-error">
          {props.failed}
        </p>
      ) : null}
    </form>
  );
}
