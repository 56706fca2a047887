import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { SessionAnswer, SetupInfo, SetupRequest } from '@schemas/staff-api';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextInput } from '@/components/ui/form/text-input';
import type { ApiError } from '@/lib/api-error';
import { AuthCard } from '../../components/auth-card';
import { NewPasswordFields } from '../../components/new-password-fields';
import { sessionKey } from '../../lib/query-keys';
import { setCsrfToken, staffClient } from '../../lib/staff-client';
import { Loading } from '../../components/loading';

/**
 * The page a one-time link opens (`/staff/setup?token=…`): an account's new password or, for the
 * link the gateway prints while no account exists, the first admin's name, e-mail and password.
 */
export default function SetupPasswordPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState<string>();

  useEffect(() => {
    document.title = 'Set your password · Back office';
  }, []);

  const info = useQuery<SetupInfo, ApiError>({
    queryKey: ['setup', token],
    queryFn: async () => (await staffClient.get<SetupInfo>('/setup', { params: { token } })).data,
    enabled: Boolean(token),
    retry: false,
  });
  const firstAdmin = info.data?.kind === 'first-admin';
  const setup = useMutation<SessionAnswer | '', ApiError, SetupRequest>({
    mutationFn: async (body) => (await staffClient.post<SessionAnswer | ''>('/setup', body)).data,
    // The first admin comes back signed in: straight into the back office.
    onSuccess: (session) => {
      if (!session) return;
      setCsrfToken(session.csrfToken);
      queryClient.setQueryData(sessionKey, session);
      navigate('/', { replace: true });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== again) {
      setMismatch('The two passwords are not the same.');
      return;
    }
    setMismatch(undefined);
    setup.mutate(firstAdmin ? { token, password, name: name.trim(), email: email.trim() } : { token, password });
  }

  if (setup.isSuccess && !setup.data)
    return (
      <AuthCard title="Password set">
        <p className="text-ink-muted">Your password is saved. Sign in with your e-mail address and the new password.</p>
        <Link to="/sign-in" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </AuthCard>
    );

  if (!token || info.isError)
    return (
      <AuthCard title="Set your password">
        <p role="alert" className="text-ink-muted">
          {token
            ? 'This link has been used, has expired or is not complete. Ask an admin for a new one.'
            : 'This link has no token. Open the whole link you were sent, or ask an admin for a new one.'}
        </p>
      </AuthCard>
    );

  if (info.isPending)
    return (
      <AuthCard title="Set your password">
        <Loading>Checking the link…</Loading>
      </AuthCard>
    );

  return (
    <AuthCard title={firstAdmin ? 'Create the first admin' : 'Set your password'}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        {firstAdmin ? (
          <>
            <Field id="setup-name" label="Your name" required>
              {(control) => (
                <TextInput
                  {...control}
                  required
                  autoComplete="name"
                  maxLength={100}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              )}
            </Field>
            <Field id="setup-email" label="E-mail address" required>
              {(control) => (
                <TextInput
                  {...control}
                  type="email"
                  required
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
          </>
        ) : (
          info.data.email && (
            <p className="text-sm text-ink-muted">
              For <strong className="text-ink">{info.data.name}</strong> ({info.data.email})
            </p>
          )
        )}
        <NewPasswordFields
          password={password}
          onPassword={setPassword}
          again={again}
          onAgain={setAgain}
          mismatch={mismatch}
          repeatLabel="Repeat the password"
        />
        {firstAdmin && (
          <p className="text-sm text-ink-muted">
            You will be e-mailed about every new callback request, meeting and job application. Change this under My
            notifications.
          </p>
        )}
        <FormStatus tone="error">{setup.error?.message}</FormStatus>
        <SubmitButton busy={setup.isPending}>Save password</SubmitButton>
      </form>
    </AuthCard>
  );
}
