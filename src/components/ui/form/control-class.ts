/** The look every form control shares; an invalid control (aria-invalid) gets a red border. */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-soft focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40 disabled:cursor-not-allowed disabled:bg-slate-100';
