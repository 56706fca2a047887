/** The public mark of shipped sample content: shown only on sample items. */
export function SampleBadge({ label }: { label: string }) {
  return (
    <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">
      {label}
    </span>
  );
}
