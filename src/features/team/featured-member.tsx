import { teamMemberAnchor, type ListedTeamMember } from '@schemas/team-member';
import { Img } from '@/components/ui/img';
import { SocialLinks } from './social-links';
import { useWidgets } from '@/content/hooks/use-widgets';
import { useMemberText } from './member-text';

export function FeaturedMember({ member }: { member: ListedTeamMember }) {
  const { team } = useWidgets();
  const { name, role, about } = useMemberText(member);
  const paragraphs = about.text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <article
      id={teamMemberAnchor(member)}
      aria-labelledby="featured-member-name"
      className="grid scroll-mt-24 items-center gap-8 rounded-2xl bg-white p-6 shadow-card md:grid-cols-[minmax(0,20rem)_1fr] md:p-10"
    >
      <Img
        src={member.Image[0].url}
        alt={team.portrait(name.text)}
        width={320}
        height={320}
        priority
        className="aspect-square w-full max-w-xs justify-self-center rounded-2xl bg-slate-100 object-cover md:max-w-none"
      />
      <div>
        <h2 id="featured-member-name" translate="no" lang={name.lang} className="text-3xl">
          {name.text}
        </h2>
        <p lang={role.lang} className="mt-1 font-semibold text-accent-600">
          {role.text}
        </p>
        <div lang={about.lang} className="prose-copy mt-4 text-ink-muted">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <SocialLinks member={member} className="mt-6" />
      </div>
    </article>
  );
}
