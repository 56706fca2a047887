import { PageHeader } from '@/components/ui/page-header';
import { usePageData } from '@/app/page-data';
import { useRouteHead } from '@/app/use-route-head';
import { TeamList } from '@/features/team/team-list';
import { island } from '@/lib/island';

const TeamListIsland = island('team-list', TeamList, 'idle');

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
