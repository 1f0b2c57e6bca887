import { KioskPinSettings } from '../../features/kiosk/components/kiosk-pin-settings';
import { SigningSettings } from '../../features/notes/components/signing-settings';
import SettingsPage from '../../features/settings/pages/settings-page';

/** /settings: the settings page with the signing rules (notes) and the kiosk PIN (kiosk) below it. */
export default function SettingsRoute() {
  return <SettingsPage sections={[<SigningSettings key="signing" />, <KioskPinSettings key="kiosk-pin" />]} />;
}
