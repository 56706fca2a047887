import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form/text-input';

/**
 * A one-time set-password link to hand over, with a Copy button (and selected on focus, for a
 * browser that refuses the clipboard); says whether it was e-mailed to the person too.
 */
export function SetupLink({ who, url, emailedTo }: { who: string; url: string; emailedTo?: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no'>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied('no');
    }
  }

  return (
    <div role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
      <p className="mb-2 font-semibold">
        {emailedTo
          ? `E-mailed to ${emailedTo}. You can also hand over the link yourself.`
          : 'Not e-mailed: no mail server is set (an admin sets one in Mail settings). Hand over the link yourself.'}
      </p>
      <label htmlFor={id} className="font-semibold">
        One-time link for {who} to set a password (valid 72 hours; send it privately):
      </label>
      <div className="mt-2 flex gap-2">
        <TextInput id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="text-sm" />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Press Ctrl+C (or ⌘C) to copy the selected link.' : ''}
      </p>
    </div>
  );
}
