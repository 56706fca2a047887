import { PageHeading } from '../../components/page-heading';
import { LaunchChecklist } from './launch-checklist';
import { RemoveSamples } from './remove-samples';

/** Admins' launch screen: what is left before launch, and the samples removed in one step. */
export default function LaunchPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeading title="Launch checklist" />
      <LaunchChecklist />
      <RemoveSamples />
    </div>
  );
}
