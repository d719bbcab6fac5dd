import './account-forms.css';
import type { ReactNode } from 'react';
import { FieldError } from '../../../app/field-error';

/** What a TextField shows and reports. */
export interface TextFieldProps {
  id: string;
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  autoComplete: string;
  value: string;
  messages: readonly string[];
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  hint?: ReactNode;
  readOnly?: boolean;
  required?: boolean;
  maxLength?: number;
  /** Shown after the input (e.g. a show/hide password button). */
  after?: ReactNode;
}

/**
 * One labelled input with an optional hint and its §5 messages under it; the hint and the messages are
 * announced through aria-describedby, and a field with messages is aria-invalid (issue 11 account forms).
 */
export function TextField(props: TextFieldProps) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const invalid = props.messages.length > 0;
  const describedBy = [props.hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field" data-state={invalid ? 'error' : undefined}>
      <label htmlFor={props.id}>{props.label}</label>
      <div className="field-input-row">
        <input
          id={props.id}
          name={props.name}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          required={props.required ?? !props.readOnly}
          readOnly={props.readOnly}
          maxLength={props.maxLength}
          value={props.value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(e) => props.onChange(e.target.value)}
          onFocus={props.onFocus}
          onBlur={props.onBlur}
        />
        {props.after}
      </div>
      {props.hint ? (
        <p className="field-hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId} messages={props.messages} />
    </div>
  );
}

/** A password field with a show/hide toggle (the password is never echoed unless asked). */
export function PasswordField(
  props: Pick<
    TextFieldProps,
    'id' | 'label' | 'name' | 'value' | 'messages' | 'onChange' | 'onFocus' | 'onBlur' | 'hint'
  > & {
    autoComplete: 'current-password' | 'new-password';
    shown: boolean;
    onToggle: () => void;
  },
) {
  const { shown, onToggle, ...field } = props;
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="button button-secondary password-toggle"
          aria-controls={props.id}
          aria-pressed={shown}
          onClick={onToggle}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      }
    />
  );
}
