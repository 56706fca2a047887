import { useState } from 'react';
import { asApiError, type ApiError } from '@/lib/api-error';

/** How the last attempt ended; `step` names the part that failed when sending takes several. */
export type Outcome<T> = { status: 'sent'; value: T } | { status: 'failed'; error: ApiError; step?: string } | null;

/** Lets a sending function name its current step (uploading a file, saving the record). */
export type StepReporter = (name: string) => void;

export interface SubmissionHandlers<T> {
  onSent?: (value: T) => void;
  onFailed?: (error: ApiError, step: string | undefined) => void;
}

/** Busy state and the outcome of one form's sending, the same for every form. */
export function useSubmission<T>() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<T>>(null);

  async function run(send: (step: StepReporter) => Promise<T>, handlers: SubmissionHandlers<T> = {}) {
    let step: string | undefined;
    setBusy(true);
    setOutcome(null);
    try {
      const value = await send((name) => (step = name));
      setOutcome({ status: 'sent', value });
      handlers.onSent?.(value);
    } catch (thrown) {
      const error = asApiError(thrown);
      setOutcome({ status: 'failed', error, step });
      handlers.onFailed?.(error, step);
    } finally {
      setBusy(false);
    }
  }

  return { busy, outcome, run };
}
