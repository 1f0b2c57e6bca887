import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/profile';
import { useSignOut } from '../../features/auth/api/sign-out';
import SignedInNav from './signed-in-nav';

/**
 * The navbar's signed-in part: the navigation once the profile is known, or, when it cannot be
 * loaded, the way out (docs/product-rules.md §2 Navbar). Loaded only after sign-in, with the query
 * client (app/lazy-with-query.tsx).
 */
export default function SignedInBar() {
  const { t } = useTranslation();
  const profile = useProfile();
  const signOut = useSignOut();
  if (profile.data) return <SignedInNav profile={profile.data} />;
  if (!profile.isError) return null;
  // Signed in, but the profile could not be loaded: the way out stays open.
  return (
    <Button color="inherit" onClick={() => signOut.mutate()} disabled={signOut.isPending} sx={{ ml: 'auto' }}>
      {signOut.isPending ? t('nav.loggingOut') : t('nav.logout')}
    </Button>
  );
}
