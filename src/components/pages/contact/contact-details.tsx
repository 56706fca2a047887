import type { IconType } from 'react-icons';
import { cn } from '@/lib/cn';
import { HiOutlineEnvelope, HiOutlineMapPin, HiOutlinePhone, HiOutlineLifebuoy } from 'react-icons/hi2';

export interface ContactDetail {
  kind: 'phone' | 'helpline' | 'email' | 'address';
  label: string;
  value: string;
  href: string;
}

const icons: Record<ContactDetail['kind'], IconType> = {
  phone: HiOutlinePhone,
  helpline: HiOutlineLifebuoy,
  email: HiOutlineEnvelope,
  address: HiOutlineMapPin,
};

interface ContactDetailsProps {
  items: readonly ContactDetail[];
  hours: string;
}

/** The ways to reach the company, each a working link (tel:, mailto:, map). */
export function ContactDetails({ items, hours }: ContactDetailsProps) {
  return (
    <div>
      <ul className="space-y-4">
        {items.map((item) => {
          const Icon = icons[item.kind];
          const external = item.href.startsWith('http');
          return (
            <li
              key={item.kind}
              className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-100"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold uppercase tracking-wide text-ink-soft">{item.label}</span>
                <a
                  href={item.href}
                  // Numbers and addresses are copied, dialled and typed as they are, in any language.
                  translate={item.kind === 'address' ? undefined : 'no'}
                  // A number stays whole on one line; an address or e-mail may wrap.
                  className={cn(
                    'rounded text-lg font-semibold text-brand-800 [overflow-wrap:anywhere] hover:text-brand-600',
                    item.href.startsWith('tel:') && 'whitespace-nowrap',
                  )}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.value}
                </a>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-5 text-ink-muted">{hours}</p>
    </div>
  );
}
