/** The page's shape while the team loads (this is what the prerendered HTML shows). */
export function TeamSkeleton() {
  const block = 'animate-pulse rounded bg-slate-200';
  return (
    <div aria-hidden="true" data-testid="team-skeleton">
      <div className="grid items-center gap-8 rounded-2xl bg-white p-6 shadow-card md:grid-cols-[minmax(0,20rem)_1fr] md:p-10">
        <div className={`${block} aspect-square w-full max-w-xs justify-self-center rounded-2xl md:max-w-none`} />
        <div className="space-y-3">
          <div className={`${block} h-8 w-1/2`} />
          <div className={`${block} h-4 w-1/3`} />
          <div className={`${block} h-4 w-full`} />
          <div className={`${block} h-4 w-5/6`} />
        </div>
      </div>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="flex flex-col items-center rounded-2xl bg-white p-6 shadow-card">
            <div className={`${block} h-40 w-40 rounded-full`} />
            <div className={`${block} mt-4 h-5 w-2/3`} />
            <div className={`${block} mt-2 h-4 w-1/2`} />
          </div>
        ))}
      </div>
    </div>
  );
}
