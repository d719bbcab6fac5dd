import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loginHref } from '../../../../domain/accounts/eyebrow';
import { SignUpField, validateContact } from '../../../../domain/accounts/sign-up-rules';
import { Route } from '../../../../domain/quote/routes';
import { EDITS_SAVED_MESSAGE } from '../../../../domain/reservation/enums';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { formatFieldErrors } from '../../../../domain/validation/field-messages';
import { useApi } from '../../app/api-context';
import { ME_QUERY_KEY, useSession } from '../../app/session';

const UNREACHABLE = 'We could not reach the server. Please try again.';
const FIELDS: string[] = [SignUpField.FirstName, SignUpField.LastName, SignUpField.PhoneNumber];

export interface ProfileFields {
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
}

/**
 * Manage Profile (/user/profile, issue 11; §7 GET and POST contacts/me): the signed-in user's own names and
 * phone, checked by the domain (validateContact) before they are sent, saved with POST contacts/me and
 * confirmed with 'Your edits have been saved.'. A visitor who is not signed in is sent to
 * /user/login?destination=/user/profile.
 */
export function useProfile() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [fields, setFields] = useState<ProfileFields | null>(null);
  const [errors, setErrors] = useState<{ byField: ReadonlyMap<string, readonly string[]>; form: string[] }>({
    byField: new Map(),
    form: [],
  });
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    if (session.status === 'signedOut') navigate(loginHref(Route.profile), { replace: true });
  }, [session.status, navigate]);

  const contact = session.status === 'signedIn' ? session.contact : null;
  // The form starts from the stored record once it is read.
  useEffect(() => {
    if (contact && fields === null) {
      setFields({
        FirstName: contact.FirstName,
        LastName: contact.LastName,
        PhoneNumber: contact.PhoneNumber,
      });
    }
  }, [contact, fields]);

  const showLines = (lines: readonly string[]) => {
    const byField = new Map<string, readonly string[]>();
    const form: string[] = [];
    for (const [field, messages] of parseFieldErrorLines(lines)) {
      if (FIELDS.includes(field)) byField.set(field, messages);
      else form.push(...messages);
    }
    setErrors({ byField, form });
  };

  return {
    loading: session.status !== 'signedIn' || fields === null,
    email: contact?.EmailAddress ?? '',
    fields: fields ?? { FirstName: '', LastName: '', PhoneNumber: '' },
    errors,
    saved,
    busy,
    set: (field: keyof ProfileFields, value: string) => {
      setSaved('');
      setFields((current) => ({
        ...(current ?? { FirstName: '', LastName: '', PhoneNumber: '' }),
        [field]: value,
      }));
    },
    save: (event: FormEvent) => {
      event.preventDefault();
      if (fields === null || inFlight.current) return;
      setSaved('');
      const valid = validateContact(fields);
      if (valid.isErr()) {
        showLines(formatFieldErrors(valid.error.errors));
        return;
      }
      inFlight.current = true;
      setBusy(true);
      setErrors({ byField: new Map(), form: [] });
      void api
        .updateMe(fields)
        .then((answer) => {
          if (answer.ok) {
            const record = answer.value.ContactGet;
            setFields({
              FirstName: record.FirstName,
              LastName: record.LastName,
              PhoneNumber: record.PhoneNumber,
            });
            queryClient.setQueryData(ME_QUERY_KEY, { ok: true, value: answer.value });
            setSaved(EDITS_SAVED_MESSAGE);
          } else if (answer.error.kind === 'Refused' && answer.error.status === 401) {
            void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          } else if (answer.error.kind === 'Refused') {
            showLines(answer.error.errors);
          } else {
            setErrors({ byField: new Map(), form: [UNREACHABLE] });
          }
        })
        .finally(() => {
          inFlight.current = false;
          setBusy(false);
        });
    },
  };
}

export type ProfileModel = ReturnType<typeof useProfile>;
