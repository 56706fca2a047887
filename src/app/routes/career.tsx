import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { usePageData } from '@/app/page-data';
import { useRouteHead } from '@/app/use-route-head';
import { CareerApplicationForm } from '@/features/career-application/career-application-form';
import { DRAFT_KEY } from '@/features/career-application/use-career-draft';
import { CareerOpenings } from '@/features/career-openings/career-openings';
import { island } from '@/islands/island';

// A returning visitor's draft is offered on arrival, not only after a touch.
const CareerApplicationFormIsland = island('career-application-form', CareerApplicationForm, {
  storedDraft: DRAFT_KEY,
});

/** /career: the openings the gateway renders in (none in a static build, which cannot know them), then the form. */
export default function CareerPage() {
  const route = useRouteHead('/career');
  const openings = usePageData().career?.openings;
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      {openings && <CareerOpenings openings={openings} />}
      <FormPanel>
        <CareerApplicationFormIsland />
      </FormPanel>
    </>
  );
}
