import './account-forms.css';
import type { ReactNode } from 'react';
import { SignUpField } from '../../../../../domain/accounts/sign-up-rules';
import { FieldError } from '../../pages/page-parts';

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

/** The contact fields both account forms share (sign-up and Manage Profile), by their wire names. */
export type ContactField =
  | typeof SignUpField.FirstName
  | typeof SignUpField.LastName
  | typeof SignUpField.PhoneNumber;

const CONTACT_FIELDS = [
  { name: SignUpField.FirstName, id: 'first', label: 'First name', autoComplete: 'given-name' },
  { name: SignUpField.LastName, id: 'last', label: 'Last name', autoComplete: 'family-name' },
  {
    name: SignUpField.PhoneNumber,
    id: 'phone',
    label: 'Phone number',
    autoComplete: 'tel-national',
    type: 'tel',
    inputMode: 'tel',
    hint: '10 digits, e.g. 816 555 0100.',
  },
] as const;

/** First name, last name and phone, each with its §5 messages. */
export function ContactFields({
  id,
  values,
  messages,
  onChange,
}: {
  /** The form's id; each input's is `${id}-first`, `${id}-last`, `${id}-phone`. */
  id: string;
  values: Readonly<Record<ContactField, string>>;
  messages(field: string): readonly string[];
  onChange(field: ContactField, value: string): void;
}) {
  return CONTACT_FIELDS.map((field) => (
    <TextField
      key={field.name}
      {...field}
      id={`${id}-${field.id}`}
      value={values[field.name]}
      messages={messages(field.name)}
      onChange={(v) => onChange(field.name, v)}
    />
  ));
}

/** The form-level messages, announced as they appear. */
export function FormErrors({
  errors,
}: {
  errors: { form: readonly string[]; byField: ReadonlyMap<string, unknown> };
}) {
  const any = errors.form.length > 0 || errors.byField.size > 0;
  return (
    <div role="alert" className="form-errors">
      {any ? (
        <p className="field-error">
          {errors.form.length > 0 ? errors.form.join(' ') : 'Please check the highlighted fields.'}
        </p>
      ) : null}
    </div>
  );
}
