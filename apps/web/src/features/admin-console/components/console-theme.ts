import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { type AdminLanguage, adminCatalogues } from '../i18n';

/** react-admin's default look in the app's colours, which keep every text above 4.5:1 contrast. */
export const themeFor = (language: AdminLanguage): RaThemeOptions => ({
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b5c7a', dark: '#08445b', light: '#3d7f98', contrastText: '#ffffff' },
    secondary: { main: '#0b5c7a', dark: '#08445b', light: '#3d7f98', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#4a5565' },
  },
  components: {
    ...defaultTheme.components,
    // react-admin's loading indicators are progressbars; each needs a name (axe aria-progressbar-name).
    MuiCircularProgress: { defaultProps: { 'aria-label': adminCatalogues[language].ra.page.loading } },
    MuiLinearProgress: { defaultProps: { 'aria-label': adminCatalogues[language].ra.page.loading } },
    // The open menu's long labels ("Autorizaciones de servicio", "Configuración de la organización")
    // wrap onto a second line instead of ending in an ellipsis; the icon stays beside the first line.
    // A closed (icons-only) menu keeps react-admin's one line, its labels hidden. The keyboard focus
    // gets an outline, more than MenuItem's faint grey background.
    RaMenu: {
      styleOverrides: {
        root: {
          '&.RaMenu-open .RaMenuItemLink-root': {
            whiteSpace: 'normal',
            alignItems: 'flex-start',
            '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
          },
          '& .RaMenuItemLink-root.Mui-focusVisible': { outline: '2px solid #0b5c7a', outlineOffset: -2 },
        },
      },
    },
    // A list wider than the window (a 360 px phone) scrolls inside its own box: react-admin's layout
    // is at least as wide as its content (minWidth: fit-content), which made the whole page scroll
    // sideways under a top bar of the window's width. The list's row of columns keeps its width;
    // the page keeps the window's.
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
    },
    // On a phone the language menu shows its icon only ("ESPAÑOL" took the room of the page's
    // title, cut to "Usua" at 360 px); the language's name stays the button's accessible name, and
    // the menu it opens names each language in full.
    RaLocalesMenuButton: {
      styleOverrides: {
        root: {
          '@media (max-width:599.95px)': {
            '& .MuiButton-root': { fontSize: 0, minWidth: 0, paddingLeft: 6, paddingRight: 6 },
            '& .MuiButton-startIcon': { marginRight: 0 },
            '& .MuiButton-endIcon': { display: 'none' },
          },
        },
      },
    },
    RaList: {
      styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } },
    },
    RaDatagrid: {
      styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } },
    },
    // An alert's close button is MUI's English "Close" unless named (docs/decisions/0020-spanish.md).
    MuiAlert: { defaultProps: { closeText: adminCatalogues[language].ra.action.close } },
    // On a phone react-admin's pagination leaves its page buttons to MUI's English names.
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
          adminCatalogues[language].ra.navigation[type],
      },
    },
  },
});
