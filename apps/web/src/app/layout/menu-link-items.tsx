import MenuItem from '@mui/material/MenuItem';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { isCurrent, type NavEntry } from './nav-items';

/**
 * Router links as menu items, the current page marked. Returned as an array (not a component)
 * so each MenuItem stays a direct child of the Menu, which its keyboard focus handling needs.
 */
export function menuLinkItems(
  entries: readonly NavEntry[],
  options: { t: TFunction; pathname: string; onNavigate: () => void },
) {
  return entries.map((entry) => (
    <MenuItem
      key={entry.to}
      component={RouterLink}
      to={entry.to}
      onClick={options.onNavigate}
      selected={isCurrent(entry, options.pathname)}
    >
      {options.t(entry.label)}
    </MenuItem>
  ));
}
