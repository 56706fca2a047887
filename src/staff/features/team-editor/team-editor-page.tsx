import { teamInHostedTableMessage } from '@schemas/staff-api';
import { PageHeading } from '../../components/page-heading';
import { useSignedIn } from '../../lib/session';
import { TeamEditor } from './team-editor';

/** The Team page's editor, or, when the public Team is read from the hosted table mirror, where to edit it instead. */
export default function TeamEditorPage() {
  if (!useSignedIn().mirror) return <TeamEditor />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Team page" />
      <p>{teamInHostedTableMessage}</p>
    </div>
  );
}
