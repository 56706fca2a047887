import { PageHeader } from '@/components/ui/page-header';
import { routeFor } from '@/app/route-table';
import { TeamList } from '@/features/team/team-list';

const route = routeFor('/team')!;

export default function TeamPage() {
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page">
          <TeamList />
        </div>
      </div>
    </>
  );
}
