import { PageHeader } from '@/components/ui/page-header';
import { CareerApplicationForm } from '@/features/career-application/career-application-form';

export default function CareerPage() {
  return (
    <>
      <PageHeader title="Careers" intro="Apply to work with us as an agent, full-timer, part-timer, intern or volunteer." />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page max-w-4xl">
          <div className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
            <CareerApplicationForm />
          </div>
        </div>
      </div>
    </>
  );
}
