import { createTheme, type ThemeOptions } from '@mui/material/styles';

const FOCUS_RING = '#0b5c7a';
const focusRing = { outline: `3px solid ${FOCUS_RING}`, outlineOffset: '2px' };

/** For dark surfaces (navigation bar, footer): the focus ring in a light colour. */
export const lightFocusRingSx = {
  '& :focus-visible, & .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#ffd166' },
} as const;

/**
 * The person's device asks for less motion (its "reduce motion" setting; WCAG 2.3.3): buttons draw
 * no ripple and MUI's components open, close and fade without a transition. Read once when the app
 * starts, as the theme is made then; the page the build renders ahead has no window and keeps the
 * motion (docs/ARCHITECTURE.md#motion).
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * For every surface, the admin console's included: with reduced motion asked for, CSS animations
 * and transitions end at once (a spinner shows its last frame) and smooth scrolling jumps.
 */
const reducedMotionCss = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;

/**
 * Colours chosen for WCAG AA: every main colour carries white text at 4.5:1 or more, and the
 * status colours are darkened where MUI's defaults fall short (warning, info).
 */
export const themeOptions: ThemeOptions = {
  ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  palette: {
    primary: { main: '#0b5c7a', dark: '#08445b', light: '#3d7f98', contrastText: '#ffffff' },
    secondary: { main: '#5b3a8c', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    warning: { main: '#9a5b00', contrastText: '#ffffff' },
    info: { main: '#01579b' },
    error: { main: '#c62828' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#4a5565' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Buttons, icon buttons, checkboxes and menu items: MUI's own focus cue is a faint ripple.
    MuiButtonBase: {
      defaultProps: { disableRipple: reducedMotion },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-3px' } } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-3px' } } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A spinner is a progressbar to assistive technology, and a progressbar needs a name.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // A visible focus ring on links and other native elements. Text fields show focus with
        // their own thick border.
        ':focus-visible': focusRing,
        'input:focus-visible, textarea:focus-visible': { outline: 'none' },
        ...reducedMotionCss,
      },
    },
  },
};

/**
 * The app's theme. A variant (another language's progress labels, app.tsx) is made from
 * `themeOptions`, not from this theme: handing createTheme a finished Theme made TypeScript compare
 * it with react-admin's additions to MUI's component list, two thirds of the web typecheck's time.
 */
export const theme = createTheme(themeOptions);
