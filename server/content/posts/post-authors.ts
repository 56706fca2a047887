import { createHash } from 'node:crypto';
import type { PostLanguage } from '../../../schemas/blog-post';
import { teamMemberAnchor, type ListedTeamMember } from '../../../schemas/team-member';
import { waitAtMost } from '../../loop-timing';

/** How long a blog page waits for the team (a mirror's first read upstream) before showing authors as stored. */
const WAIT_FOR_TEAM_MS = 1000;

/** A post's author who is on the team: their card on the team page, their name in the page's language. */
export interface TeamAuthor {
  path: string;
  name: string;
}

const nameKey = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase();

/**
 * The team as the blog reads it: an author whose name is a member's (the English or the Nepali one)
 * links to that member's card, and on Nepali pages shows the Nepali name staff gave the member.
 */
export class PostAuthors {
  private readonly byName = new Map<string, ListedTeamMember>();
  /** What pages showing authors depend on: a member's id and names. */
  readonly version: string;

  constructor(members: readonly ListedTeamMember[]) {
    for (const member of members)
      for (const name of [member.Name, member.NameNe])
        if (name?.trim() && !this.byName.has(nameKey(name))) this.byName.set(nameKey(name), member);
    this.version = createHash('sha1')
      .update(JSON.stringify(members.map(({ id, Name, NameNe }) => [id, Name, NameNe ?? ''])))
      .digest('base64url');
  }

  /** The author as a page in `lang` shows them, when they are on the team. */
  member(authorName: string, lang: PostLanguage): TeamAuthor | undefined {
    const member = this.byName.get(nameKey(authorName));
    if (!member) return undefined;
    return {
      path: `${lang === 'ne' ? '/ne' : ''}/team#${encodeURIComponent(teamMemberAnchor(member))}`,
      name: (lang === 'ne' && member.NameNe?.trim()) || member.Name,
    };
  }

  /** The author's name as a page in `lang` shows it. */
  name(authorName: string, lang: PostLanguage): string {
    return this.member(authorName, lang)?.name ?? authorName;
  }
}

/**
 * The team's members for the blog's pages, read once for the visitors asking at the same moment. A
 * read that fails keeps the last members (none before the first: authors are shown as stored); one
 * slower than a moment (a mirror's first read upstream) answers with them and lands for the next page.
 */
export class TeamAuthors {
  private last = new PostAuthors([]);
  private reading: Promise<PostAuthors> | undefined;

  constructor(private readonly team: () => Promise<ListedTeamMember[]>) {}

  async current(): Promise<PostAuthors> {
    this.reading ??= this.team()
      .then(
        (members) => (this.last = new PostAuthors(members)),
        () => this.last,
      )
      .finally(() => (this.reading = undefined));
    return (await waitAtMost(this.reading, WAIT_FOR_TEAM_MS)) ?? this.last;
  }
}
