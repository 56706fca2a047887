/** Said where the gateway's environment sets what a section would: it wins, so the section only shows it. */
export function EnvironmentNotice({ what, variables, target }: { what: string; variables: string; target?: string }) {
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink">
      <p className="font-bold">
        The {what} is set in the gateway&apos;s environment{target ? `: ${target}` : ''}.
      </p>
      <p className="mt-1">
        The environment ({variables}) wins over this page, so it cannot be changed here. To change it, ask whoever runs
        the server to change or remove {variables} and restart the gateway.
      </p>
    </div>
  );
}
