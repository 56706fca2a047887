import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { routeFor } from '@/app/route-table';
import { CareerApplicationForm } from '@/features/career-application/career-application-form';

const route = routeFor('/career')!;

export default function CareerPage() {
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <FormPanel>
        <CareerApplicationForm />
      </FormPanel>
    </>
  );
}
