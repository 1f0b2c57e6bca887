import { Navigate, Outlet, useLocation } from 'react-router';
import { useProfile } from '../api/profile';
import { useSignedIn } from '../lib/auth-tokens';
import { useUserLanguage } from '../lib/i18n/use-user-language';
import { OfflineQueueProvider } from '../lib/offline/offline-queue-context';

const CHANGE_PASSWORD_PATH = '/Change-Password';

/**
 * Signed-in pages: without a session the visitor goes to the sign-in page (docs/product-rules.md §4). A user whose
 * administrator requires a new password is held on Change Password until it is changed.
 */
export function RequireSession() {
  const signedIn = useSignedIn();
  const profile = useProfile();
  useUserLanguage(); // the language the user chose, applied at sign-in (docs/decisions/0020-spanish.md)
  const { pathname } = useLocation();
  if (!signedIn) return <Navigate to="/" replace />;
  if (profile.data?.mustChangePassword && pathname.toLowerCase() !== CHANGE_PASSWORD_PATH.toLowerCase()) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  // The device's queue of offline actions, sent when the network returns (docs/offline.md).
  return (
    <OfflineQueueProvider>
      <Outlet />
    </OfflineQueueProvider>
  );
}
