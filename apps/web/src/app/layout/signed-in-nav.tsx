import type { Profile } from '@daybook/domain';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSignOut } from '../../features/auth/api/sign-out';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { navButtonSx } from './nav-button-sx';
import { MAIN_LINKS, NAV_SECTIONS, visibleTo } from './nav-items';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';

/**
 * The navbar of a signed-in user: main entries with the Client and Provider dropdowns and the
 * account menu on wide screens (1200 px and up: the entries fit on one line), a drawer below. Loaded only after sign-in.
 */
export default function SignedInNav({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <Box
        component="nav"
        aria-label={t('nav.mainLabel')}
        sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5, flex: 1 }}
      >
        {visibleTo(MAIN_LINKS, profile.role).map((item) => (
          <Button key={item.to} component={NavLink} to={item.to} end color="inherit" sx={navButtonSx}>
            {t(item.label)}
          </Button>
        ))}
        {NAV_SECTIONS.map((section) => (
          <NavMenu key={section.to} section={section} />
        ))}
      </Box>
      <Box sx={{ display: { xs: 'block', lg: 'none' }, flex: 1 }} />
      <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
        <UserMenu profile={profile} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
      </Box>
      <IconButton
        color="inherit"
        aria-label={t('nav.openMenu')}
        title={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
        sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <MobileNavDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        profile={profile}
        onSignOut={() => signOut.mutate()}
        signingOut={signOut.isPending}
      />
    </>
  );
}
