import type { Profile } from '@daybook/domain';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSignOut } from '../../features/auth/api/sign-out';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { navButtonSx } from './nav-button-sx';
import { MAIN_LINKS, NAV_SECTIONS, visibleTo } from './nav-items';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';

/**
 * The entries on a wide screen: they take the room the brand and the account menu leave (with no
 * width of their own to insist on, the brand keeps its whole word). Where that room is short, as
 * with a manager's longer Spanish entries, an entry's words go onto two lines ("Mi tarjeta / de
 * tiempo"); the bar keeps its height.
 */
const wideNavSx = {
  alignItems: 'center',
  gap: 0.5,
  flex: 1,
  minWidth: 0,
  '& .MuiButton-root': {
    whiteSpace: 'normal',
    textWrap: 'balance',
    textAlign: 'center',
    lineHeight: 1.25,
    minHeight: 36,
    // a button's words never run past its edges: no narrower than its longest word (MUI's 64 px would allow it)
    minWidth: 'auto',
    px: 1,
  },
} as const;

/** More than two lines of words: the entry would make the bar taller. */
function tooTall(button: HTMLElement): boolean {
  const style = getComputedStyle(button);
  const lines =
    (button.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)) /
    Number.parseFloat(style.lineHeight);
  return lines > 2.5;
}

/**
 * Whether the entries fit their room, on two lines each at most; measured again as the window, the
 * language or the text size changes. Where they do not (very large text), the drawer takes over, as
 * below 1200 px. The entries are then still laid out, hidden and of no height, so that they can be
 * measured; the menu button takes room of its own, so the entries come back only when they fit
 * beside it too, and the bar never flips back and forth.
 */
function useEntriesFit(nav: RefObject<HTMLElement | null>): boolean {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Measured only in the observer's callbacks (observing is set up in the commit, measuring is
    // not): the first comes after the commit's layout and before its paint, when reading sizes
    // costs nothing. A measure in the commit itself forced a layout of the whole page there, 13 ms
    // of a phone's first load at full speed (docs/performance.md, "2026-11-28 13:30"). A change is
    // rendered at once, before that paint, so the entries never show squeezed for a frame.
    let measured: boolean | null = null;
    const observer = new ResizeObserver(() => {
      // below 1200 px the entries are not shown at all (display: none): nothing to measure
      if (element.clientWidth === 0) return;
      const buttons = Array.from(element.querySelectorAll<HTMLElement>('.MuiButton-root'));
      const next = element.scrollWidth <= element.clientWidth + 1 && !buttons.some(tooTall);
      if (next === measured) return;
      measured = next;
      flushSync(() => setFit(next));
    });
    observer.observe(element);
    for (const entry of Array.from(element.children)) observer.observe(entry);
    return () => observer.disconnect();
  }, [nav]);
  return fit;
}

/**
 * The navbar of a signed-in user: main entries with the Client and Provider dropdowns and the
 * account menu on wide screens (1200 px and up, while the entries fit; useEntriesFit), a drawer
 * below. Loaded only after sign-in.
 */
export default function SignedInNav({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const fit = useEntriesFit(nav);
  return (
    <>
      <Box
        component="nav"
        ref={nav}
        aria-label={t('nav.mainLabel')}
        sx={{
          ...wideNavSx,
          display: { xs: 'none', lg: 'flex' },
          ...(fit ? {} : { visibility: 'hidden', overflow: 'hidden', height: 0 }),
        }}
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
        sx={{ display: { xs: 'inline-flex', lg: fit ? 'none' : 'inline-flex' } }}
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
