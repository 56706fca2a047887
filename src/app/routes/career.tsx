import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteHead } from '@/app/use-route-head';
import { CareerApplicationForm } from '@/features/career-application/career-application-form';
import { DRAFT_KEY } from '@/features/career-application/use-career-draft';
import { island } from '@/islands/island';

// A returning visitor's draft is offered on arrival, not only after a touch.
const CareerApplicationFormIsland = island('career-application-form', CareerApplicationForm, {
  storedDraft: DRAFT_KEY,
});

export default function CareerPage() {
  const route = useRouteHead('/career');
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <FormPanel>
        <CareerApplicationFormIsland />
      </FormPanel>
    </>
  );
}
