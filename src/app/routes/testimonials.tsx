import { PageHeader } from '@/components/ui/page-header';

export default function TestimonialsPage() {
  return <PageHeader title="Testimonials" intro="What clients, students and partners say about working with us." />;
}
