import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { signInDestination } from '../../../../domain/accounts/eyebrow';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { useApi } from '../../app/api-context';
import { ME_QUERY_KEY } from '../../app/session';

/** The messages of one sign-in answer: under the email field, the password field, or the form. */
export interface LoginErrors {
  email: readonly string[];
  password: readonly string[];
  form: readonly string[];
}

const NO_ERRORS: LoginErrors = { email: [], password: [], form: [] };
const UNREACHABLE = 'We could not reach the sign-in service. Please try again.';

/**
 * /user/login (§2, §7 POST user/login): sends the email and password; the §5 'field - message' lines of
 * a refusal (400 invalid input, 401 wrong email or password, 429 too many attempts) go under their
 * field, any other field's under the form. On success the signed-in user is read again (['me']) and the
 * visitor goes to `?destination=` when it is a path on this site (domain signInDestination), else home.
 */
export function useLogin() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>(NO_ERRORS);

  const login = useMutation({
    mutationFn: (credentials: { email: string; password: string }) => api.login(credentials),
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
    setEmail,
    setPassword,
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (login.isPending) return;
      setErrors(NO_ERRORS);
      login.mutate({ email: email.trim(), password });
    },
  };
}

export type LoginModel = ReturnType<typeof useLogin>;
