import { useId } from 'react';
import { SignUpField } from '../../../../domain/accounts/sign-up-rules';
import { ReservationLoadingMessage } from '../../../../domain/reservation/enums';
import { InfoPage } from '../pages/page-parts';
import { TextField } from '../reservation/account-step/text-field';
import { type ProfileModel, useProfile } from './use-profile';

/** /user/profile: Manage Profile (§2 eyebrow; §7 GET and POST contacts/me; the path is ours, issue 11). */
export function ProfilePage() {
  return <ProfileView model={useProfile()} />;
}

export function ProfileView({ model }: { model: ProfileModel }) {
  const id = useId();
  const messages = (field: string) => model.errors.byField.get(field) ?? [];
  if (model.loading) {
    return (
      <InfoPage title="Manage your profile">
        <p role="status">{ReservationLoadingMessage.loadingContactInformation}</p>
      </InfoPage>
    );
  }
  const anyError = model.errors.form.length > 0 || model.errors.byField.size > 0;
  return (
    <InfoPage title="Manage your profile">
      <form className="card narrow profile-form" onSubmit={model.save} noValidate aria-busy={model.busy}>
        <TextField
          id={`${id}-email`}
          label="Email"
          name={SignUpField.EmailAddress}
          type="email"
          autoComplete="email"
          value={model.email}
          readOnly
          messages={[]}
          onChange={() => undefined}
        />
        <TextField
          id={`${id}-first`}
          label="First name"
          name={SignUpField.FirstName}
          autoComplete="given-name"
          value={model.fields.FirstName}
          messages={messages(SignUpField.FirstName)}
          onChange={(v) => model.set('FirstName', v)}
        />
        <TextField
          id={`${id}-last`}
          label="Last name"
          name={SignUpField.LastName}
          autoComplete="family-name"
          value={model.fields.LastName}
          messages={messages(SignUpField.LastName)}
          onChange={(v) => model.set('LastName', v)}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone number"
          name={SignUpField.PhoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits, e.g. 816 555 0100."
          value={model.fields.PhoneNumber}
          messages={messages(SignUpField.PhoneNumber)}
          onChange={(v) => model.set('PhoneNumber', v)}
        />
        <div role="alert" className="form-errors">
          {anyError ? (
            <p className="field-error">
              {model.errors.form.length > 0
                ? model.errors.form.join(' ')
                : 'Please check the highlighted fields.'}
            </p>
          ) : null}
        </div>
        <p role="status" className="account-saved">
          {model.saved}
        </p>
        <button type="submit" className="button button-primary" disabled={model.busy}>
          {model.busy ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </InfoPage>
  );
}
