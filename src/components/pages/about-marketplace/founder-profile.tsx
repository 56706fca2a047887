import type { Localized } from '@/i18n/localized';
import { Img } from '@/components/ui/img';
import type { founder as founderContent } from '@/content/founder';
import { Prose } from '@/components/blocks/prose';
import { ExternalIconLink } from '@/components/ui/external-icon-link';
import { socialIcons } from '@/components/ui/shell-icons';
import type { SocialLabel } from '@schemas/company';

interface FounderProfileProps {
  founder: Localized<typeof founderContent>;
}

/** The founder's portrait, words and social links. */
export function FounderProfile({ founder }: FounderProfileProps) {
  return (
    <section aria-labelledby="founder-title" className="bg-white py-14 sm:py-20">
      <div className="container-page grid items-center gap-10 md:grid-cols-[1fr_2fr]">
        <Img {...founder.image} className="mx-auto h-auto w-full max-w-xs rounded-3xl shadow-lift" />
        <div>
          <p className="eyebrow">{founder.eyebrow}</p>
          <h2 id="founder-title" className="mt-2 text-3xl sm:text-4xl">
            {founder.name}
          </h2>
          <p className="font-semibold text-brand-700">{founder.role}</p>
          <Prose paragraphs={founder.paragraphs} className="mt-5" />
          <ul className="mt-6 flex gap-3">
            {founder.socials.map((social) => (
              <li key={social.label}>
                <ExternalIconLink
                  href={social.href}
                  label={`${founder.name} on ${social.label}`}
                  icon={socialIcons[social.label as SocialLabel]}
                  className="h-11 w-11 bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white"
                  iconClassName="h-5 w-5"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
