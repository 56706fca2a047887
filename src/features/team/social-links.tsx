import { FaLinkedinIn, FaXTwitter } from 'react-icons/fa6';
import type { TeamMember } from '@schemas/team-member';
import { ExternalIconLink } from '@/components/ui/external-icon-link';
import { useWidgets } from '@/content/hooks/use-widgets';
import { cn } from '@/lib/cn';
import { useMemberText } from './member-text';

/** Only real addresses become links: the table uses '#' (or nothing) for 'no profile'. */
const isLink = (href: string | undefined): href is string => !!href && /^https?:\/\/\S+$/.test(href.trim());

export function SocialLinks({ member, className }: { member: TeamMember; className?: string }) {
  const { team } = useWidgets();
  const { name } = useMemberText(member);
  const links = [
    { href: member.XLink, label: team.onX(name.text), Icon: FaXTwitter },
    { href: member.LinkedInLink, label: team.onLinkedIn(name.text), Icon: FaLinkedinIn },
  ].filter((link): link is typeof link & { href: string } => isLink(link.href));
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex gap-2', className)}>
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <ExternalIconLink
            href={href.trim()}
            label={label}
            icon={Icon}
            className="h-9 w-9 bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white"
          />
        </li>
      ))}
    </ul>
  );
}
