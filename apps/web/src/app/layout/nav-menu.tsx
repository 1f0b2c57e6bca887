import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { menuLinkItems } from './menu-link-items';
import { navButtonSx } from './nav-button-sx';
import { isCurrent, type NavSection } from './nav-items';

/**
 * A navbar entry that is a link (Client to /client, Provider to /provider) with a button beside
 * it opening a keyboard-navigable dropdown of related pages (docs/product-rules.md §2 Navbar).
 */
export function NavMenu({ section }: { section: NavSection }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const label = t(section.label);
  const current = isCurrent(section, pathname) || section.items.some((item) => isCurrent(item, pathname));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button
        component={NavLink}
        to={section.to}
        color="inherit"
        className={current ? 'active' : undefined}
        sx={{ ...navButtonSx, pr: 1 }}
      >
        {label}
      </Button>
      <IconButton
        id={buttonId}
        color="inherit"
        size="small"
        aria-label={t('nav.sectionMenu', { section: label })}
        title={t('nav.sectionMenu', { section: label })}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ExpandMore fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {menuLinkItems(section.items, { t, pathname, onNavigate: () => setAnchor(null) })}
      </Menu>
    </Box>
  );
}
