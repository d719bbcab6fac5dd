import { useId } from 'react';
import { SignUpField } from '../../../../domain/accounts/sign-up-rules';
import { ReservationLoadingMessage } from '../../../../domain/reservation/enums';
import { InfoPage, SubmitButton } from '../pages/page-parts';
import { ContactFields, FormErrors, TextField } from '../reservation/account-step/text-field';
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
        <ContactFields id={id} values={model.fields} messages={messages} onChange={model.set} />
        <FormErrors errors={model.errors} />
        <p role="status" className="account-saved">
          {model.saved}
        </p>
        <SubmitButton busy={model.busy} busyLabel="Saving…">
          Save changes
        </SubmitButton>
      </form>
    </InfoPage>
  );
}
