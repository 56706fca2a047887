import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteHead } from '@/app/use-route-head';
import { CareerApplicationForm } from '@/features/career-application/career-application-form';
import { island } from '@/islands/island';

const CareerApplicationFormIsland = island('career-application-form', CareerApplicationForm, 'interaction');

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
