import { FormPanel } from '@/components/ui/form/form-panel';
import { PageHeader } from '@/components/ui/page-header';
import { CareerApplicationForm } from '@/features/career-application/career-application-form';

export default function CareerPage() {
  return (
    <>
      <PageHeader
        title="Careers"
        intro="Apply to work with us as an agent, full-timer, part-timer, intern or volunteer."
      />
      <FormPanel>
        <CareerApplicationForm />
      </FormPanel>
    </>
  );
}
