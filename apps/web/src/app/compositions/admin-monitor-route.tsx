import AdminMonitorPage from '../../features/admin-monitor/pages/admin-monitor-page';
import { KioskDevicesSection } from '../../features/kiosk/components/kiosk-devices-section';

/** The monitoring page (/!admin-monitor!-page!) with the kiosk devices (kiosk) at its foot. */
export default function AdminMonitorRoute() {
  return <AdminMonitorPage devices={<KioskDevicesSection />} />;
}
