import type { TeamMember } from '@schemas/team-member';
import type { Locale } from '@/i18n/locale';
import { textLang } from '@/i18n/text-lang';
import { useLocale } from '@/i18n/use-locale';

export interface MemberText {
  text: string;
  /** Set only where the text is not in the page's language (a Nepali page falling back to English). */
  lang: 'en' | 'ne' | undefined;
}

/** A member's name, role and about in the page's language; on a Nepali page an empty Nepali field falls back to English. */
export function memberText(member: TeamMember, locale: Locale) {
  const pick = (english: string | undefined, nepali: string | undefined): MemberText => {
    const text = (locale === 'ne' && nepali?.trim() ? nepali : english) ?? '';
    const lang = textLang(text);
    return { text, lang: lang === locale ? undefined : lang };
  };
  return {
    name: pick(member.Name, member.NameNe),
    role: pick(member.Role, member.RoleNe),
    about: pick(member.About, member.AboutNe),
  };
}

export const useMemberText = (member: TeamMember) => memberText(member, useLocale());
