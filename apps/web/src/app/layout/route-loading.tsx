import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { readGreeting, WelcomeLine, welcomeText } from '../../components/welcome-line';
import { useSignedIn } from '../../lib/auth-tokens';
import { signedInShellOf } from '../signed-in-shells';

/**
 * What a page shows while its code arrives: a progress indicator, under the page's title on the
 * signed-in pages a worker opens first (app/signed-in-shells.ts), and on the dashboard its welcome
 * line when the device knows it (components/welcome-line.tsx). The title sits where the page's own heading
 * will be (each of those pages starts with its `h1`), so it stays in place when the page replaces
 * this; the build writes the same screen as HTML (docs/decisions/0041-signed-in-first-screens.md),
 * with `buildWelcomeLine`: the line left for the page's script to fill.
 */
export function RouteLoading({ buildWelcomeLine }: { buildWelcomeLine?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const shell = signedIn ? signedInShellOf(pathname) : undefined;
  if (!shell) return <PageLoading />;
  const greeting = shell === 'home' && !buildWelcomeLine ? readGreeting() : null;
  return (
    <Box>
      <Typography variant="h1">{t(`app.pageTitles.${shell}`)}</Typography>
      {shell === 'home' && buildWelcomeLine}
      {greeting && <WelcomeLine text={welcomeText(t, greeting.name, greeting.timeZone)} />}
      <PageLoading />
    </Box>
  );
}
