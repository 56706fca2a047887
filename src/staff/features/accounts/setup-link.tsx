import { useId } from 'react';
import { TextInput } from '@/components/ui/form/text-input';

/** A one-time set-password link to hand over; selected on focus so it can be copied at once. */
export function SetupLink({ who, url }: { who: string; url: string }) {
  const id = useId();
  return (
    <div role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
      <label htmlFor={id} className="font-semibold">
        One-time link for {who} to set a password (valid 72 hours; send it privately):
      </label>
      <TextInput id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="mt-2 text-sm" />
    </div>
  );
}
