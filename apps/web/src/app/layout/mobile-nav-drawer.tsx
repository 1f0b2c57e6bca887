import type { Profile } from '@daybook/domain';
import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { ACCOUNT_MENU, isCurrent, MAIN_LINKS, NAV_SECTIONS, type NavEntry, visibleTo } from './nav-items';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  profile: Profile;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The navbar's entries on phone widths, in a drawer from the right (docs/product-rules.md §2 Navbar). */
export function MobileNavDrawer({ open, onClose, profile, onSignOut, signingOut }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  const link = (item: NavEntry, nested = false) => {
    const current = isCurrent(item, pathname);
    return (
      <ListItem key={`${item.label}-${item.to}`} disablePadding>
        <ListItemButton
          component={RouterLink}
          to={item.to}
          onClick={onClose}
          selected={current}
          aria-current={current ? 'page' : undefined}
          sx={nested ? { pl: 4 } : undefined}
        >
          <ListItemText
            primary={t(item.label)}
            slotProps={{ primary: { sx: { fontSize: nested ? '0.95rem' : '1rem', fontWeight: nested ? 400 : 600 } } }}
          />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('nav.menuTitle'), sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <UserAvatar name={profile.name} avatarUrl={profile.avatar} size={40} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {profile.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {profile.email}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')} title={t('nav.closeMenu')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.mainLabel')} sx={{ overflowY: 'auto' }}>
        <List dense sx={{ py: 0.5 }}>
          {visibleTo(MAIN_LINKS, profile.role).map((item) => link(item))}
          {NAV_SECTIONS.map((section) => [link(section), ...section.items.map((item) => link(item, true))])}
        </List>
        <Divider />
        <List dense subheader={<ListSubheader>{t('nav.account')}</ListSubheader>} sx={{ py: 0.5 }}>
          {visibleTo(ACCOUNT_MENU, profile.role).map((item) => link(item))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 1 }}>
        <ListItemButton
          data-testid="logout-button"
          disabled={signingOut}
          onClick={() => {
            onClose();
            onSignOut();
          }}
          sx={{ borderRadius: 1 }}
        >
          <ListItemIcon>
            <Logout />
          </ListItemIcon>
          <ListItemText primary={signingOut ? t('nav.loggingOut') : t('nav.logout')} />
        </ListItemButton>
      </Box>
    </Drawer>
  );
}
