import type { Role } from '@daybook/domain';
import type { en } from './i18n/en';
import './i18n';

export type NavLabel = `nav.${keyof typeof en.nav}`;

export interface NavEntry {
  to: string;
  label: NavLabel;
  /** Only these roles see the entry; everyone when left out. The server still guards the page. */
  roles?: readonly Role[];
}

/**
 * The navbar's entries (docs/product-rules.md §2 Navbar). The Member, Client and Provider pages arrive with their
 * own issues; their links are in place already.
 */
export const MAIN_LINKS: readonly NavEntry[] = [
  { to: '/home', label: 'nav.dashboard' },
  { to: '/members', label: 'nav.member' },
  { to: '/timecard', label: 'nav.myTimecard' },
  { to: '/approvals', label: 'nav.approvals', roles: ['manager', 'admin'] },
  { to: '/corrections/inbox', label: 'nav.corrections', roles: ['manager', 'admin'] },
  { to: '/!admin-monitor!-page!', label: 'nav.timeRecords', roles: ['manager', 'admin'] },
];

/** The entries a user of this role sees. */
export function visibleTo<Entry extends NavEntry>(entries: readonly Entry[], role: Role | undefined): Entry[] {
  return entries.filter((entry) => !entry.roles || (role !== undefined && entry.roles.includes(role)));
}

/** An entry that is a page of its own and also opens a dropdown of related pages. */
export interface NavSection extends NavEntry {
  items: readonly NavEntry[];
}

export const NAV_SECTIONS: readonly NavSection[] = [
  { to: '/client', label: 'nav.client', items: [{ to: '/client', label: 'nav.clientList' }] },
  {
    to: '/provider',
    label: 'nav.provider',
    items: [
      { to: '/attendance-log', label: 'nav.dailyAttendanceLog' },
      { to: '/provider', label: 'nav.providerList' },
      { to: '/timesheet', label: 'nav.providerTimesheet' },
      { to: '/unsigned', label: 'nav.unsignedRecords' },
    ],
  },
];

/** The account menu (user dropdown and the drawer's Account list); admins also get the admin console. */
export const ACCOUNT_MENU: readonly NavEntry[] = [
  { to: '/profile', label: 'nav.profile' },
  { to: '/settings', label: 'nav.settings' },
  { to: '/Change-Password', label: 'nav.changePassword' },
  { to: '/corrections', label: 'nav.myCorrections' },
  { to: '/admin', label: 'nav.adminConsole', roles: ['admin'] },
  { to: '/billing', label: 'nav.billingExport', roles: ['admin'] },
  { to: '/location-exceptions', label: 'nav.locationExceptions', roles: ['manager', 'admin'] },
  { to: '/evv-visits', label: 'nav.evvVisits', roles: ['manager', 'admin'] },
];

/** Route paths match without regard to case, as the router does. */
export function isCurrent(entry: NavEntry, pathname: string): boolean {
  return entry.to.toLowerCase() === pathname.toLowerCase();
}
