import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import {
  CODE_FORMAT_MESSAGE,
  normalizeSignUpCode,
  SignUpField,
  validateSignUp,
} from '../../../../../domain/accounts/sign-up-rules';
import { parseFieldErrorLines } from '../../../../../domain/validation/field-error-lines';
import { formatFieldErrors } from '../../../../../domain/validation/field-messages';
import { REQUIRED_MESSAGE } from '../../../../../domain/validation/messages';
import type { ApiResult } from '../../../../http/client/relomove-api';
import { useApi } from '../../../app/api-context';
import { ME_QUERY_KEY } from '../../../app/session';
import { signInWithProof } from '../../pages/use-login';
import { useFormTiming } from '../../quote-form/use-form-timing';

/** The two ways through the account step (issue 11): sign in, or create an account. */
export type AccountChoice = 'signIn' | 'create';
/** Creating an account: the details first, then the emailed code. */
export type CreateStage = 'details' | 'code';

export interface AccountStepProps {
  /** The quote's email (§3 Details.EmailAddress): the new account's, and the sign-in form's first guess. */
  email: string;
  /** The quote being reserved, so that the sign-up remembers where it started. */
  quoteId?: number;
  /** Called once the visitor is signed in (either way); the session query is read again first. */
  onSignedIn(): void;
}

/** The fields of both forms, by their wire names (sign-in: email, password; sign-up: SignUpField). */
export interface AccountFields {
  email: string;
  password: string;
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  Password: string;
  Code: string;
  /** The new account's email when the quote has none. */
  NewEmail: string;
}

const UNREACHABLE = 'We could not reach the server. Please try again.';
const SIGN_IN_FIELDS = ['email', 'password'];
const SIGN_UP_FIELDS: string[] = Object.values(SignUpField);

/** Messages per field, and the form's own (lines of other fields, an unreachable server). */
export interface StepErrors {
  byField: ReadonlyMap<string, readonly string[]>;
  form: readonly string[];
}
const NO_ERRORS: StepErrors = { byField: new Map(), form: [] };

/** A refusal's §5 lines under the form's fields; lines of any other field go to the form. */
function errorsOf(answer: ApiResult<unknown>, fields: readonly string[]): StepErrors {
  if (answer.ok) return NO_ERRORS;
  if (answer.error.kind !== 'Refused') return { byField: new Map(), form: [UNREACHABLE] };
  return errorsOfLines(answer.error.errors, fields);
}

function errorsOfLines(lines: readonly string[], fields: readonly string[]): StepErrors {
  const byField = new Map<string, readonly string[]>();
  const form: string[] = [];
  for (const [field, messages] of parseFieldErrorLines(lines)) {
    if (fields.includes(field)) byField.set(field, messages);
    else form.push(...messages);
  }
  return { byField, form };
}

/**
 * The reservation's account step (issue 11 "Reserving needs an account"). Sign in: POST user/login with the
 * proof of work the throttle may ask for (signInWithProof, as the sign-in page). Create: the domain checks
 * the details first (the same rules as the server), POST user/register emails a 6-digit code, and POST
 * user/register/verify with it signs the new account in. Either way the session (['me']) is read again
 * and `onSignedIn` is called. Refusals show as §5 messages under their fields.
 */
export function useAccountStep(props: AccountStepProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const timer = useFormTiming();
  const [choice, setChoice] = useState<AccountChoice>('create');
  const [stage, setStage] = useState<CreateStage>('details');
  const [fields, setFields] = useState<AccountFields>({
    email: props.email,
    password: '',
    FirstName: '',
    LastName: '',
    PhoneNumber: '',
    Password: '',
    Code: '',
    NewEmail: '',
  });
  // A quote made without an email (the desktop short form asks none): the customer gives it here.
  const email = props.email || fields.NewEmail.trim();
  const [errors, setErrors] = useState<StepErrors>(NO_ERRORS);
  const [passwordShown, setPasswordShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const inFlight = useRef(false);

  /** Runs one request at a time; the busy flag drives aria-busy and the buttons. */
  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await work();
    } catch {
      setErrors({ byField: new Map(), form: [UNREACHABLE] });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const signedIn = async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    props.onSignedIn();
  };

  const register = async (): Promise<boolean> => {
    const form = {
      EmailAddress: email,
      FirstName: fields.FirstName,
      LastName: fields.LastName,
      PhoneNumber: fields.PhoneNumber,
      Password: fields.Password,
    };
    const valid = validateSignUp(form);
    if (valid.isErr()) {
      setErrors(errorsOfLines(formatFieldErrors(valid.error.errors), SIGN_UP_FIELDS));
      return false;
    }
    const answer = await api.register({
      ...form,
      ...(props.quoteId === undefined ? {} : { QuoteId: props.quoteId }),
    });
    setErrors(errorsOf(answer, SIGN_UP_FIELDS));
    return answer.ok;
  };

  return {
    choice,
    stage,
    fields,
    errors,
    busy,
    notice,
    passwordShown,
    email,
    /** True when the email is the quote's (shown, not typed). */
    emailFixed: props.email !== '',
    choose: (next: AccountChoice) => {
      setChoice(next);
      setErrors(NO_ERRORS);
      setNotice('');
    },
    set: (field: keyof AccountFields, value: string) => {
      timer.changed(field);
      setFields((current) => ({ ...current, [field]: value }));
    },
    focused: (field: keyof AccountFields) => timer.focus(field),
    blurred: (field: keyof AccountFields) => timer.blur(field),
    togglePassword: () => setPasswordShown((shown) => !shown),
    signIn: (event: FormEvent) => {
      event.preventDefault();
      void run(async () => {
        const answer = await signInWithProof(
          api,
          { email: fields.email.trim(), password: fields.password },
          timer,
        );
        if (answer.ok) await signedIn();
        else setErrors(errorsOf(answer, SIGN_IN_FIELDS));
      });
    },
    createAccount: (event: FormEvent) => {
      event.preventDefault();
      void run(async () => {
        if (await register()) {
          setNotice('');
          setStage('code');
        }
      });
    },
    resendCode: () => {
      void run(async () => {
        if (await register()) setNotice(`We emailed a new code to ${email}.`);
        else setStage('details');
      });
    },
    editDetails: () => {
      setStage('details');
      setErrors(NO_ERRORS);
      setNotice('');
    },
    verifyCode: (event: FormEvent) => {
      event.preventDefault();
      void run(async () => {
        if (normalizeSignUpCode(fields.Code) === null) {
          const message = fields.Code.trim() === '' ? REQUIRED_MESSAGE : CODE_FORMAT_MESSAGE;
          setErrors({ byField: new Map([[SignUpField.Code, [message]]]), form: [] });
          return;
        }
        const answer = await api.verifySignUp({ EmailAddress: email, Code: fields.Code });
        if (answer.ok) await signedIn();
        else setErrors(errorsOf(answer, SIGN_UP_FIELDS));
      });
    },
  };
}

export type AccountStepModel = ReturnType<typeof useAccountStep>;
