/** Every page the sitemap lists, as the gateway at `baseURL` serves it (prerendered or rendered live), /blogsingle and the 404s. */
export async function sitePages(baseURL: string): Promise<Map<string, string>> {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  // /blogsingle is not listed (its canonical is the featured post's address), but is still a page.
  paths.push('/no-such-page', '/ne/no-such-page', '/blogsingle', '/ne/blogsingle');
  const pages = new Map<string, string>();
  for (const path of paths) pages.set(path, await (await fetch(`${baseURL}${path}`)).text());
  return pages;
}
