import { Link } from 'react-router-dom';
import { ExternalIconLink } from '@/components/ui/external-icon-link';
import { footerNav, socialLinks } from '@/config/navigation';
import { fullAddress, site } from '@/config/site';
import { Logo } from './logo';
import { EnvelopeIcon, LinkedInIcon, MapPinIcon, PhoneIcon, WhatsAppIcon, XIcon } from '@/components/ui/shell-icons';

const socialIcons = { LinkedIn: LinkedInIcon, 'X (Twitter)': XIcon, WhatsApp: WhatsAppIcon } as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 pb-[var(--dock-clearance)] text-brand-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-200">
            {site.pitch} {site.tagline}: technology and educational consultancy from {site.address.city},{' '}
            {site.address.country}.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <MapPinIcon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
              <span>{fullAddress}</span>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-400" />
              <a href={site.phone.href} className="hover:text-white">
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
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-widest text-white">{group.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <p>
            © {year} {site.name}. All Rights Reserved.
          </p>
          <ul className="flex gap-3" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <ExternalIconLink
                  href={social.href}
                  label={`${social.label} (opens in a new tab)`}
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
