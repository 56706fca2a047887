/** The public page a back-office page changes, opened in a new tab beside the page's heading. */
export function PublicPageLink({ path }: { path: string }) {
  return (
    <a href={path} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-700 underline">
      Open {path}
    </a>
  );
}
