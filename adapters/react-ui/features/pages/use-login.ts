import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { signInDestination } from '../../../../domain/accounts/eyebrow';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import type { ApiResult, RelomoveApi } from '../../../http/client/relomove-api';
import type { LoginResponse } from '../../../http/contract/accounts';
import { useApi } from '../../app/api-context';
import { ME_QUERY_KEY } from '../../app/session';
import { type FormTimer, useFormTiming } from '../quote-form/use-form-timing';

/** The messages of one sign-in answer: under the email field, the password field, or the form. */
export interface LoginErrors {
  email: readonly string[];
  password: readonly string[];
  form: readonly string[];
}

const NO_ERRORS: LoginErrors = { email: [], password: [], form: [] };
const UNREACHABLE = 'We could not reach the sign-in service. Please try again.';

/** How many challenges one sign-in solves before showing the refusal (the work can rise meanwhile). */
const MAX_PROOF_ROUNDS = 2;

const asksForProof = (answer: ApiResult<LoginResponse>) =>
  !answer.ok && answer.error.kind === 'Refused' && answer.error.reason === 'RedirectToCaptcha';

/**
 * POST user/login, and when the server asks for a proof of work (400 RedirectToCaptcha: bot checks are
 * on, or the account has had repeated failed sign-ins and asks for more work, issue 9 finding 3), solves
 * the challenge it issues for this email and sends it with the form's timing. The solver loads only then.
 */
export async function signInWithProof(
  api: Pick<RelomoveApi, 'login' | 'captchaChallenge'>,
  credentials: { email: string; password: string },
  timer: Pick<FormTimer, 'snapshot'>,
): Promise<ApiResult<LoginResponse>> {
  let answer = await api.login(credentials);
  for (let round = 0; round < MAX_PROOF_ROUNDS && asksForProof(answer); round++) {
    const challenge = await api.captchaChallenge(credentials.email);
    if (!challenge.ok) return answer;
    const { solveProofOfWork } = await import('../../../http/client/proof-of-work');
    const captcha = await solveProofOfWork(challenge.value);
    if (captcha === null) return answer;
    const timing = timer.snapshot();
    answer = await api.login({
      ...credentials,
      captcha,
      formTiming: { fieldDurationsMs: [...timing.fieldDurationsMs], totalMs: timing.totalMs },
    });
  }
  return answer;
}

/**
 * /user/login (§2, §7 POST user/login): sends the email and password; the §5 'field - message' lines of
 * a refusal (400 invalid input, 401 wrong email or password, 429 too many attempts) go under their
 * field, any other field's under the form. On success the signed-in user is read again (['me']) and the
 * visitor goes to `?destination=` when it is a path on this site (domain signInDestination), else home.
 * A proof of work the server asks for is solved on the way (signInWithProof); the fields' timing is kept
 * for it (the too-fast rule of §5 bot checks).
 */
export function useLogin() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>(NO_ERRORS);
  const timer = useFormTiming();

  const login = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      signInWithProof(api, credentials, timer),
    onSuccess: async (answer) => {
      if (answer.ok) {
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        navigate(signInDestination(params.get('destination')), { replace: true });
        return;
      }
      if (answer.error.kind !== 'Refused') {
        setErrors({ ...NO_ERRORS, form: [UNREACHABLE] });
        return;
      }
      const byField = parseFieldErrorLines(answer.error.errors);
      const form: string[] = [];
      for (const [field, messages] of byField) {
        if (field !== 'email' && field !== 'password') form.push(...messages);
      }
      setErrors({ email: byField.get('email') ?? [], password: byField.get('password') ?? [], form });
    },
    onError: () => setErrors({ ...NO_ERRORS, form: [UNREACHABLE] }),
  });

  return {
    email,
    password,
    errors,
    busy: login.isPending,
    setEmail: (value: string) => {
      timer.changed('email');
      setEmail(value);
    },
    setPassword: (value: string) => {
      timer.changed('password');
      setPassword(value);
    },
    focused: (field: 'email' | 'password') => timer.focus(field),
    blurred: (field: 'email' | 'password') => timer.blur(field),
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (login.isPending) return;
      setErrors(NO_ERRORS);
      login.mutate({ email: email.trim(), password });
    },
  };
}

export type LoginModel = ReturnType<typeof useLogin>;
