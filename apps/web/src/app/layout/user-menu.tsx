import type { Profile } from '@daybook/domain';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { VisuallyHidden } from '../../components/visually-hidden';
import { menuLinkItems } from './menu-link-items';
import { ACCOUNT_MENU, visibleTo } from './nav-items';

interface UserMenuProps {
  profile: Profile;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The signed-in user's dropdown: Profile, Settings, Change Password, the admin console for admins, and Logout (docs/product-rules.md §2 Navbar). */
export function UserMenu({ profile, onSignOut, signingOut }: UserMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        data-testid="user-menu-button"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<UserAvatar name={profile.name} avatarUrl={profile.avatar} size={30} />}
        endIcon={<ExpandMore />}
        sx={{ ml: 1, minWidth: 0, '& .MuiButton-startIcon': { mr: 0.5 } }}
      >
        <VisuallyHidden>{t('nav.accountMenu', { name: profile.name })}</VisuallyHidden>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {menuLinkItems(visibleTo(ACCOUNT_MENU, profile.role), { t, pathname, onNavigate: () => setAnchor(null) })}
        <Divider />
        <MenuItem
          data-testid="logout-button"
          disabled={signingOut}
          onClick={() => {
            setAnchor(null);
            onSignOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {signingOut ? t('nav.loggingOut') : t('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
