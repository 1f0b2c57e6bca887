import DashboardPage from '../../features/dashboard/pages/dashboard-page';
import { LocationFlagNotice } from '../../features/location-trust/components/location-flag-notice';

/** /home: the dashboard, showing location trust's notice when the last action's location was flagged. */
export default function DashboardRoute() {
  return (
    <DashboardPage locationFlag={(check, onDismiss) => <LocationFlagNotice check={check} onDismiss={onDismiss} />} />
  );
}
