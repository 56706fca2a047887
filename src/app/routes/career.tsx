import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteHead } from '@/app/use-route-head';
import { CareerApplicationForm } from '@/features/career-application/career-application-form';

export default function CareerPage() {
  const route = useRouteHead('/career');
  return (
    <>
      <PageHeader title={route.title} intro={route.description} />
      <FormPanel>
        <CareerApplicationForm />
      </FormPanel>
    </>
  );
}
