import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInput } from '@/components/ui/text-input';
import type { ApiError } from '@/lib/api-client';
import { AuthCard } from '../../components/auth-card';
import { staffClient } from '../../lib/staff-client';
import { passwordRules } from '@schemas/staff-api';

/** The page a one-time set-password link opens (`/staff/setup?token=…`). */
export default function SetupPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState<string>();

  useEffect(() => {
    document.title = 'Set your password · Back office';
  }, []);

  const setup = useMutation<unknown, ApiError>({
    mutationFn: () => staffClient.post('/setup', { token, password }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== again) {
      setMismatch('The two passwords are not the same.');
      return;
    }
    setMismatch(undefined);
    setup.mutate();
  }

  if (setup.isSuccess)
    return (
      <AuthCard title="Password set">
        <p className="text-ink-muted">Your password is saved. Sign in with your e-mail address and the new password.</p>
        <Link to="/sign-in" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title="Set your password">
      {token ? (
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field
            id="new-password"
            label="New password"
            required
            hint={`At least ${passwordRules.minLength} characters.`}
          >
            {(control) => (
              <TextInput
                {...control}
                type="password"
                autoComplete="new-password"
                minLength={passwordRules.minLength}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <Field id="repeat-password" label="Repeat the password" required error={mismatch}>
            {(control) => (
              <TextInput
                {...control}
                type="password"
                autoComplete="new-password"
                required
                value={again}
                onChange={(e) => setAgain(e.target.value)}
              />
            )}
          </Field>
          <FormStatus tone="error">{setup.error?.message}</FormStatus>
          <SubmitButton busy={setup.isPending}>Save password</SubmitButton>
        </form>
      ) : (
        <p className="text-ink-muted">
          This link has no token. Open the whole link you were sent, or ask an admin for a new one.
        </p>
      )}
    </AuthCard>
  );
}
