import { useMutation } from '@tanstack/react-query';
import type { TestMailAnswer } from '@schemas/mail-settings';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-error';
import { sendTestMail } from './mail-settings-api';

/** What the test e-mail met: sent, or the mail server's refusal in plain words and as it came. */
function TestMailResult({ answer }: { answer: TestMailAnswer }) {
  if (answer.sent)
    return (
      <p className="font-semibold text-green-700">
        Sent to {answer.to}. Look in that inbox (and its spam folder) in a minute.
      </p>
    );
  return (
    <div className="flex flex-col gap-1 text-red-700">
      <p className="font-semibold">Not sent: {answer.message}</p>
      <p className="text-sm text-ink">The mail server answered:</p>
      <pre className="whitespace-pre-wrap break-all rounded-lg bg-slate-100 p-2 text-xs text-ink">{answer.reply}</pre>
    </div>
  );
}

/**
 * "Send a test e-mail to me", to the signed-in admin's own address, and what happened.
 * `beforeSend` (saving what is typed) answers false to send nothing.
 */
export function TestMailButton({ beforeSend, busy = false }: { beforeSend?: () => Promise<boolean>; busy?: boolean }) {
  const test = useMutation<TestMailAnswer, ApiError>({
    mutationFn: sendTestMail,
  });
  const onClick = async () => {
    test.reset();
    if (!beforeSend || (await beforeSend())) test.mutate();
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="outline" size="lg" disabled={busy || test.isPending} onClick={() => void onClick()}>
          {test.isPending ? 'Sending…' : 'Send a test e-mail to me'}
        </Button>
      </div>
      <div role="status">
        {test.isError ? (
          <p className="font-semibold text-red-700">Not sent: {test.error.message}</p>
        ) : (
          test.data && <TestMailResult answer={test.data} />
        )}
      </div>
    </div>
  );
}
