import { PageHeader } from '@/components/ui/page-header';
import { TeamList } from '@/features/team/team-list';

import * as pageHeadersContent from '@/content/page-headers';
import { useLocalized } from '@/i18n/use-localized';

export default function TeamPage() {
  const header = useLocalized(pageHeadersContent, 'page-headers').pageHeaders.team;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page">
          <TeamList />
        </div>
      </div>
    </>
  );
}
