import { LaunchChecklist } from '../features/launch/launch-checklist';
import OverviewPage from '../features/overview/overview-page';
import { useSession } from '../lib/session';

export { prefetch } from '../features/overview/overview-page';

/** The first screen: the overview, with the launch checklist under its heading for admins until launch is done. */
export default function OverviewScreen() {
  const { data: session } = useSession();
  return <OverviewPage notice={session?.user.role === 'admin' && <LaunchChecklist dismissible />} />;
}
