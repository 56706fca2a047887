import { useCallback, useEffect, useState } from 'react';
import type { TeamMember } from '@schemas/team-member';
import { Button } from '@/components/ui/button';
import { FeaturedMember } from './featured-member';
import { TeamMemberCard } from './team-member-card';
import { TeamSkeleton } from './team-skeleton';
import { useWidgets } from '@/i18n/use-widgets';

type State =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; members: (TeamMember & { id: string })[] };

/** The first member by order is featured; the rest fill a grid of up to four columns. */
export function TeamList() {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(() => {
    let current = true;
    setState({ status: 'loading' });
    // The api client and zod load with the request, not with the page: the list is fetched anyway.
    import('./load-team')
      .then((module) => module.loadTeam())
      .then(
        (members) => current && setState({ status: 'ready', members }),
        (error: unknown) => {
          console.error('Loading the team failed', error);
          if (current) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, []);

  useEffect(load, [load]);
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
        <Button className="mt-5" onClick={load}>
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
