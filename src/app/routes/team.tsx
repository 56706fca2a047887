import { PageHeader } from '@/components/ui/page-header';
import { TeamList } from '@/features/team/team-list';

export default function TeamPage() {
  return (
    <>
      <PageHeader title="Our Team" intro="Meet the people behind our projects, consultations and training." />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page">
          <TeamList />
        </div>
      </div>
    </>
  );
}
