import Typography, { type TypographyProps } from '@mui/material/Typography';
import i18n, { type TFunction } from 'i18next';
import { GREETING_KEY } from '../lib/auth-tokens';
import { localeOf } from '../lib/i18n/language';
import { longDateIn } from '../lib/i18n/long-date';

/**
 * The dashboard's welcome line ("Welcome, Ana Reyes · Friday, November 27, 2026"), the largest text
 * of its first screen (docs/decisions/0041-signed-in-first-screens.md). The person's name and the
 * organisation's time zone are kept on the device once the dashboard has shown them (they go with
 * the session, lib/auth-tokens.ts), so the line is there from the first paint on the next visit:
 * the build's first screen of `/home` fills it from them before it paints (scripts/prerender.mjs,
 * `WELCOME_LINE_SCRIPT`), and the app shows the same line until the answers arrive.
 */
export interface Greeting {
  name: string;
  timeZone: string;
}

/** The line's element id, which the first screen's script fills. */
export const WELCOME_LINE_ID = 'welcome-line';

export function readGreeting(): Greeting | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(GREETING_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { name, timeZone, until } = stored as Record<string, unknown>;
    // past `until` the session that kept it has lapsed (components/remember-greeting.ts)
    return typeof name === 'string' &&
      name &&
      typeof timeZone === 'string' &&
      timeZone &&
      (until as number) > Date.now()
      ? { name, timeZone }
      : null;
  } catch {
    return null;
  }
}

/** The line's text: the welcome with the name, when known, and today's date in the organisation's zone. */
export function welcomeText(t: TFunction, name: string | undefined, timeZone: string, now = new Date()): string {
  const date = longDateIn(now, timeZone, localeOf(i18n.language));
  return name ? `${t('app.welcome', { name })} · ${date}` : date;
}

/**
 * The line itself. The build's first screen passes what its script needs (app/prerender.tsx): the
 * line hidden, the welcome in the page's language, the locale and the date's options.
 */
export function WelcomeLine({ text, ...props }: { text: string } & Omit<TypographyProps, 'children'>) {
  return (
    <Typography id={WELCOME_LINE_ID} color="text.secondary" sx={{ mt: 0.5 }} {...props}>
      {text}
    </Typography>
  );
}
