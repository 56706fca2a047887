import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import type { SessionAnswer, SignInCodeAnswer, SignInRequest } from '@schemas/staff-api';
import { AuthCard } from '../../components/auth-card';
import { sessionKey } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { setCsrfToken, staffClient } from '../../lib/staff-client';

function signInMessage(error: ApiError, codeAsked: boolean) {
  // With a code asked for, a 401 is about the code (the server says which).
  if (error.status === 401 && codeAsked) return error.message;
  if (error.status === 429) return 'Too many attempts. Wait a minute, then try again.';
  if (error.status === 401) return 'That e-mail address and password do not match an active account.';
  return error.isNetworkError ? 'The server cannot be reached. Check your connection and try again.' : error.message;
}

export default function SignInPage() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [code, setCode] = useState('');
  const [codeMessage, setCodeMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Sign in · Back office';
  }, []);

  const signIn = useMutation<SessionAnswer | SignInCodeAnswer, ApiError, SignInRequest>({
    mutationFn: async (body) => (await staffClient.post<SessionAnswer | SignInCodeAnswer>('/session', body)).data,
    onSuccess: (data) => {
      if ('codeRequired' in data) {
        setCodeMessage(data.message);
        return;
      }
      setCsrfToken(data.csrfToken);
      queryClient.setQueryData(sessionKey, data);
      navigate(from, { replace: true });
    },
  });

  if (session && !signIn.isPending) return <Navigate to={from} replace />;

  // Sends what the fields hold as Enter is pressed. A `mutationFn` reading this render's values
  // could send an older render's: React Query hands it over in an effect, which Preact runs a frame
  // later, so on a slow phone the password arrived without its last keys.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    signIn.mutate({
      email: text('email'),
      password: text('password'),
      ...(codeMessage ? { code: text('code') } : {}),
    });
  }

  return (
    <AuthCard title="Sign in">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field id="email" label="E-mail address" required>
          {(control) => <TextInput {...control} type="email" name="email" autoComplete="username" required />}
        </Field>
        <Field id="password" label="Password" required>
          {(control) => (
            <TextInput {...control} type="password" name="password" autoComplete="current-password" required />
          )}
        </Field>
        {codeMessage && (
          <>
            <p className="text-sm text-ink" role="status">
              {codeMessage}
            </p>
            <Field id="code" label="Code from the e-mail" required>
              {(control) => (
                <TextInput
                  {...control}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  autoFocus
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              )}
            </Field>
          </>
        )}
        <FormStatus tone="error">{signIn.error && signInMessage(signIn.error, Boolean(codeMessage))}</FormStatus>
        <SubmitButton busy={signIn.isPending}>Sign in</SubmitButton>
      </form>
    </AuthCard>
  );
}
