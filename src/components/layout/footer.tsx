import { Link } from '@/i18n/localized-link';
import { ExternalIconLink } from '@/components/ui/external-icon-link';
import { footerNav, socialLinks } from '@/config/navigation';
import { site } from '@/config/site';
import { Logo } from './logo';
import { EnvelopeIcon, MapPinIcon, PhoneIcon, socialIcons } from '@/components/ui/shell-icons';
import { useShell } from '@/content/hooks/use-shell';

export function Footer() {
  const year = new Date().getFullYear();
  const shell = useShell();
  return (
    <footer className="bg-brand-950 pb-[var(--dock-clearance)] text-brand-100">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-6">
        <div className="col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-200">{shell.footer.about}</p>
          <ul className="mt-5 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <MapPinIcon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
              <span>{shell.address}</span>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-400" />
              <a href={site.phone.href} className="whitespace-nowrap hover:text-white">
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <EnvelopeIcon aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-400" />
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        {footerNav.map((group) => (
          <nav key={group.title} aria-label={shell.footer.groups[group.title]}>
            <h2 className="text-sm font-semibold uppercase tracking-widest text-white">
              {shell.footer.groups[group.title]}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((to) => (
                <li key={to}>
                  <Link to={to} className="hover:text-white hover:underline">
                    {shell.nav[to]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <p>{shell.footer.rights(year)}</p>
          <ul className="flex gap-3" aria-label={shell.footer.socialLabel}>
            {socialLinks().map((social) => (
              <li key={social.label}>
                <ExternalIconLink
                  href={social.href}
                  label={shell.footer.opensInNewTab(social.label)}
                  icon={socialIcons[social.label]}
                  className="h-9 w-9 bg-white/10 text-white hover:bg-accent-600"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
