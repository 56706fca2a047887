import { PageHeader } from '@/components/ui/page-header';
import { usePageData } from '@/app/page-data';
import { useRouteHead } from '@/app/use-route-head';
import { TeamList } from '@/features/team/team-list';
import { island } from '@/islands/island';

// Members the gateway rendered into the page are as fresh as the page: the list needs its code only
// when the visitor comes back to it. A static build's page carries none and loads them once idle.
const TeamListIsland = island('team-list', TeamList, ({ members }) => (members ? 'shown-again' : 'idle'));

export default function TeamPage() {
  const route = useRouteHead('/team');
  const { team } = usePageData();
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page">
          <TeamListIsland members={team} />
        </div>
      </div>
    </>
  );
}
