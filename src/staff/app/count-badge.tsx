/** How many new submissions a navigation entry lists; nothing when none. */
export function CountBadge({ count, label }: { count: number | undefined; label: string | undefined }) {
  if (!count) return null;
  return (
    <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-bold text-white">
      {count}
      <span className="sr-only"> new {label}</span>
    </span>
  );
}
