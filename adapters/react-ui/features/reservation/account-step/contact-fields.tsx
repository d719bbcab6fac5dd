import { SignUpField } from '../../../../../domain/accounts/sign-up-rules';
import { TextField } from './text-field';

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
