import { useCallback, useEffect, useState } from 'react';
import type { ListedTeamMember } from '@schemas/team-member';
import { Button } from '@/components/ui/button';
import { useWokenBy } from '@/islands/island';
import { whenShownAgain } from '@/islands/when-shown-again';
import { FeaturedMember } from './featured-member';
import { TeamMemberCard } from './team-member-card';
import { TeamSkeleton } from './team-skeleton';
import { useWidgets } from '@/content/hooks/use-widgets';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; members: ListedTeamMember[] };

interface TeamListProps {
  /** The members the gateway rendered into the page; without them (a static build) the list loads at once. */
  members?: ListedTeamMember[];
}

/** The first member by order is featured; the rest fill a grid of up to four columns. */
export function TeamList({ members }: TeamListProps) {
  const [state, setState] = useState<State>(members ? { status: 'ready', members } : { status: 'loading' });

  /** `quietly`: a refresh of a list on screen, which stays as it is if the refresh fails. */
  const load = useCallback((quietly: boolean) => {
    let current = true;
    if (!quietly) setState({ status: 'loading' });
    // The api client and zod load with the request, not with the page.
    import('./load-team')
      .then((module) => module.loadTeam())
      .then(
        (next) => current && setState({ status: 'ready', members: next }),
        (error: unknown) => {
          console.error('Loading the team failed', error);
          if (current && !quietly) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, []);

  // Members rendered into the page are as fresh as the page; they are read again when the visitor
  // comes back to it (another tab, the back button), which is when they may have gone stale, and at
  // once when that return is what woke this island.
  const wokenBy = useWokenBy();
  useEffect(() => {
    if (!members) return load(false);
    const stopReading = wokenBy === 'shown-again' ? load(true) : undefined;
    const stopWatching = whenShownAgain(() => load(true));
    return () => {
      stopReading?.();
      stopWatching();
    };
  }, [members, load, wokenBy]);
  const { team } = useWidgets();

  if (state.status === 'loading') {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{team.loading}</span>
        <TeamSkeleton />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-card">
        <p className="text-lg font-semibold">{team.failed}</p>
        <p className="mt-1 text-ink-muted">{team.failedHint}</p>
        <Button className="mt-5" onClick={() => load(false)}>
          {team.retry}
        </Button>
      </div>
    );
  }
  const [featured, ...others] = state.members;
  if (!featured) return <p className="text-center text-ink-muted">{team.empty}</p>;
  return (
    <>
      <FeaturedMember member={featured} />
      {others.length > 0 && (
        <ul aria-label={team.listLabel} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
