import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { mediaUrl } from '@schemas/media-image';
import { priceText } from '@schemas/meeting-price-text';
import { paidMinutes, type MeetingPrices } from '@schemas/payment-staff-api';
import type { PaymentInstructions } from '@schemas/staff-api';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextArea } from '@/components/ui/form/text-area';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { staffClient } from '../../lib/staff-client';
import { useImageUpload } from '../../components/image-upload-field';
import { PricesForm, useMeetingPrices } from './prices-form';

const paymentKey = ['payment-instructions'] as const;

/** As visitors read them: "30 minutes, NPR 6,500 (about USD 49); 60 minutes, NPR 13,000 (about USD 99)". */
const pricesText = (prices: MeetingPrices) =>
  paidMinutes
    .map((minutes) => `${minutes} minutes, ${priceText(prices[String(minutes) as keyof MeetingPrices], 'en')}`)
    .join('; ');

/** The QR image to pay by: uploaded through the media pipeline (checked by its bytes, re-encoded), its smallest PNG or JPEG kept. */
function QrImage({ value, onChange }: { value: string | undefined; onChange: (qr: string | undefined) => void }) {
  const upload = useImageUpload((image) => onChange(mediaUrl(image, Math.min(...image.widths), image.fallback)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">QR code</legend>
      {value && <img src={value} alt="The QR code visitors are sent" width={160} className="h-auto w-40 border" />}
      <label className="text-sm">
        {value ? 'Replace the QR image' : 'Upload a QR image (PNG or JPEG)'}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="mt-1 block text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
      </label>
      {value && (
        <button type="button" className="self-start text-sm underline" onClick={() => onChange(undefined)}>
          Remove the QR code
        </button>
      )}
      <p role="status" className="text-sm text-red-700">
        {upload.isError ? `Not uploaded: ${upload.error.message}` : ''}
      </p>
    </fieldset>
  );
}

function PaymentForm({ initial }: { initial: PaymentInstructions }) {
  const [values, setValues] = useState(initial);
  const prices = useMeetingPrices().data;
  const save = useMutation<PaymentInstructions, ApiError, PaymentInstructions>({
    mutationFn: async (next) => (await staffClient.put<PaymentInstructions>('/payment-instructions', next)).data,
    onSuccess: setValues,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-ink-muted">
        Every confirmation of a paid meeting tells the visitor how to pay, as written here, with the QR code if there is
        one. Leave all empty to say nothing about paying.
        {prices && ` Paid meetings now cost: ${pricesText(prices)}.`}
      </p>
      <Field id="payment-bank" label="Bank transfer" hint="Bank, account name and number, branch or SWIFT code.">
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={1000}
            value={values.bank}
            onChange={(event) => setValues({ ...values, bank: event.target.value })}
          />
        )}
      </Field>
      <Field id="payment-wallet" label="Digital wallet" hint="For example: eSewa ID 98XXXXXXXX, Khalti ID 98XXXXXXXX.">
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            maxLength={500}
            value={values.wallet}
            onChange={(event) => setValues({ ...values, wallet: event.target.value })}
          />
        )}
      </Field>
      <QrImage value={values.qr} onChange={(qr) => setValues({ ...values, qr })} />
      <FormStatus tone={save.isError ? 'error' : 'success'} className="text-sm">
        {save.isError ? `Not saved: ${save.error.message}` : save.isSuccess ? 'Saved.' : ''}
      </FormStatus>
      <div>
        <SubmitButton busy={save.isPending}>Save</SubmitButton>
      </div>
    </form>
  );
}

/** Admins: how visitors pay for a paid meeting, carried by its confirmation e-mail. */
export default function PaymentPage() {
  const current = useQuery<PaymentInstructions, ApiError>({
    queryKey: paymentKey,
    queryFn: async () => (await staffClient.get<PaymentInstructions>('/payment-instructions')).data,
  });
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <PageHeading title="Payment instructions" />
      <section aria-labelledby="prices-heading" className="flex flex-col gap-3">
        <h2 id="prices-heading" className="text-lg font-semibold text-ink">
          Prices
        </h2>
        <PricesForm />
      </section>
      <h2 className="text-lg font-semibold text-ink">How else to pay</h2>
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <LoadError what="The payment instructions" error={current.error} />
      ) : (
        <PaymentForm initial={current.data} />
      )}
    </div>
  );
}
