import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { localizedPath } from './locale';
import { useLocale } from './use-locale';

/**
 * The router's links with the path put into the page's language: content names English paths
 * ('/book'), and a Nepali page links to '/ne/book'. Only string paths are translated.
 */
export function Link({ to, ...props }: LinkProps) {
  const locale = useLocale();
  return <RouterLink to={typeof to === 'string' ? localizedPath(to, locale) : to} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const locale = useLocale();
  return <RouterNavLink to={typeof to === 'string' ? localizedPath(to, locale) : to} {...props} />;
}
