import type { PhoneLinks } from '../../lib/phone-links';
import { buttonClass } from '@/components/ui/button';

/** The number, then big tap targets to call it or open it in WhatsApp. */
export function PhoneActions({ phone }: { phone: PhoneLinks }) {
  return (
    <span className="flex flex-col gap-2">
      <span className="text-lg font-semibold">{phone.display}</span>
      <span className="flex flex-wrap gap-2">
        <a href={phone.tel} className={buttonClass('primary', 'sm')}>
          Call {phone.display}
        </a>
        {phone.whatsapp && (
          <a href={phone.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'sm')}>
            WhatsApp
          </a>
        )}
      </span>
    </span>
  );
}
