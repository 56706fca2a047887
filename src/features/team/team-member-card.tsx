import { teamMemberAnchor, type ListedTeamMember } from '@schemas/team-member';
import { Img } from '@/components/ui/img';
import { SocialLinks } from './social-links';
import { useWidgets } from '@/content/hooks/use-widgets';
import { useMemberText } from './member-text';

export function TeamMemberCard({ member }: { member: ListedTeamMember }) {
  const { team } = useWidgets();
  const { name, role } = useMemberText(member);
  return (
    <article
      id={teamMemberAnchor(member)}
      className="flex h-full scroll-mt-24 flex-col items-center rounded-2xl bg-white p-6 text-center shadow-card"
    >
      <Img
        src={member.Image[0].url}
        alt={team.portrait(name.text)}
        width={240}
        height={240}
        className="aspect-square w-40 rounded-full bg-slate-100 object-cover"
      />
      <h3 translate="no" lang={name.lang} className="mt-4 text-lg">
        {name.text}
      </h3>
      <p lang={role.lang} className="text-sm text-ink-muted">
        {role.text}
      </p>
      <SocialLinks member={member} className="mt-4" />
    </article>
  );
}
