import type { AnchorHTMLAttributes } from 'react';
import { englishPath, localizedPath } from './locale';
import { useLocale } from './use-locale';
import { usePagePath } from './page-path';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An English path ('/book'); a Nepali page links to '/ne/book'. */
  to: string;
}

/**
 * A plain link with the path put into the page's language. Pages are prerendered documents, so a
 * link is a real navigation: it works before any script and needs no router in the browser.
 */
export function Link({ to, ...props }: LinkProps) {
  const locale = useLocale();
  return <a href={localizedPath(to, locale)} {...props} />;
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className: (state: { isActive: boolean }) => string;
}

/** A Link that knows whether it leads to the page being shown (and says so with aria-current). */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const isActive = englishPath(usePagePath()) === to;
  return <Link to={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} {...props} />;
}
