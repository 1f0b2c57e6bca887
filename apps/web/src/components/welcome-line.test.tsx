// @vitest-environment jsdom
import { longDate, SESSION_IDLE_DEFAULT_SECONDS } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_LINE_SCRIPT } from '../../../../scripts/welcome-line-script.mjs';
import { RouteLoading } from '../app/layout/route-loading';
import { clearTokens, GREETING_KEY, saveTokens } from '../lib/auth-tokens';
import { loadLanguage } from '../lib/i18n';
import { longDateIn, longDateOptions } from '../lib/i18n/long-date';
import { rememberGreeting, SESSION_IDLE_SECONDS } from './remember-greeting';
import { readGreeting, WELCOME_LINE_ID, welcomeText } from './welcome-line';

/**
 * The dashboard's welcome line on its first screen (docs/decisions/0041-signed-in-first-screens.md):
 * the build's script and the app must write the same text from what the device kept.
 */
const TOKENS = { access_token: 'a.b.c', refresh_token: 'r', access_expires_in: 300 };

const fillableLine = (language: 'en' | 'es') => {
  const locale = language === 'es' ? 'es-US' : 'en-US';
  document.body.innerHTML = '';
  const line = document.createElement('p');
  line.id = WELCOME_LINE_ID;
  line.hidden = true;
  line.dataset.welcome = i18n.t('app.welcome', { lng: language, name: '{name}' });
  line.dataset.locale = locale;
  line.dataset.dateOptions = JSON.stringify(longDateOptions(locale));
  document.body.append(line);
  return line;
};
// the exact text the page carries, run at the top level as the browser runs it
// biome-ignore lint/security/noGlobalEval: the test runs the build's own script text, nothing from outside
const globalEval = globalThis.eval;
const runScript = () => globalEval(WELCOME_LINE_SCRIPT);

beforeEach(async () => {
  await loadLanguage('es');
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('the welcome line of the dashboard’s first screen', () => {
  it('is filled by the page’s script with the text the app shows, in both languages, at any hour in the zone', async () => {
    const zones = ['America/Phoenix', 'America/New_York', 'Pacific/Honolulu'];
    // around midnight in Phoenix and across the turn of a year and of daylight saving elsewhere
    const instants = ['2026-11-28T06:59:59Z', '2026-11-28T07:00:00Z', '2027-01-01T04:30:00Z', '2026-03-08T07:30:00Z'];
    for (const language of ['en', 'es'] as const) {
      await i18n.changeLanguage(language);
      for (const timeZone of zones) {
        for (const instant of instants) {
          vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
          rememberGreeting({ name: 'Ana Reyes', timeZone });
          const line = fillableLine(language);
          runScript();
          expect(line.hidden).toBe(false);
          expect(line.textContent, `${language} ${timeZone} ${instant}`).toBe(
            welcomeText(i18n.t, 'Ana Reyes', timeZone),
          );
          vi.useRealTimers();
        }
      }
    }
    vi.useFakeTimers({ now: new Date('2026-11-28T06:59:59Z'), toFake: ['Date'] });
    await i18n.changeLanguage('es');
    expect(welcomeText(i18n.t, 'Ana Reyes', 'America/Phoenix')).toBe(
      'Hola, Ana Reyes · viernes, 27 de noviembre de 2026',
    );
    await i18n.changeLanguage('en');
    expect(welcomeText(i18n.t, 'Ana Reyes', 'America/Phoenix')).toBe('Welcome, Ana Reyes · Friday, November 27, 2026');
  });

  it('writes a name as text, never as markup', () => {
    rememberGreeting({ name: '<img src=x onerror=alert(1)> $& {name}', timeZone: 'America/Phoenix' });
    const line = fillableLine('en');
    runScript();
    expect(line.children).toHaveLength(0);
    expect(line.textContent).toMatch(/^Welcome, <img src=x onerror=alert\(1\)> \$& \{name\} · /);
  });

  it('stays hidden without a kept greeting, or with one the app did not write', () => {
    for (const stored of [
      null,
      'not json',
      '{"name":""}',
      '{"name":"Ana","timeZone":3}',
      '"Ana"',
      '{"name":"Ana","timeZone":"Nowhere/City","until":99999999999999}',
      // kept before greetings had an end, or past it
      '{"name":"Ana","timeZone":"America/Phoenix"}',
      `{"name":"Ana","timeZone":"America/Phoenix","until":${Date.now() - 1}}`,
    ]) {
      localStorage.clear();
      if (stored !== null) localStorage.setItem(GREETING_KEY, stored);
      const line = fillableLine('en');
      runScript();
      expect(line.hidden, String(stored)).toBe(true);
      expect(line.textContent).toBe('');
    }
  });

  it('is not shown once the session that kept it must have ended: its token’s expiry and the idle timeout', () => {
    expect(SESSION_IDLE_SECONDS).toBe(SESSION_IDLE_DEFAULT_SECONDS);
    const exp = Date.parse('2026-11-28T15:00:00Z') / 1000;
    // base64url claims: the id's characters give the payload a '-' and a '_' where base64 has '+' and '/'
    const claims = btoa(JSON.stringify({ sid: '???>>>', sub: '3', exp }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(claims).toMatch(/-/);
    expect(claims).toMatch(/_/);
    saveTokens({ ...TOKENS, access_token: `e30.${claims}.signature` });
    vi.useFakeTimers({ now: new Date('2026-11-28T14:50:00Z'), toFake: ['Date'] });
    rememberGreeting({ name: 'Ana Reyes', timeZone: 'America/Phoenix' });
    for (const [at, shown] of [
      ['2026-11-28T15:29:59Z', true],
      ['2026-11-28T15:30:01Z', false],
      ['2026-11-29T09:00:00Z', false],
    ] as const) {
      vi.setSystemTime(new Date(at));
      const line = fillableLine('en');
      runScript();
      expect(line.hidden, at).toBe(!shown);
      expect(readGreeting(), at).toEqual(shown ? { name: 'Ana Reyes', timeZone: 'America/Phoenix' } : null);
    }
    // the dashboard showing the name again keeps it for the session's new end
    saveTokens({ ...TOKENS, access_token: `e30.${btoa(JSON.stringify({ exp: exp + 86_400 }))}.signature` });
    rememberGreeting({ name: 'Ana Reyes', timeZone: 'America/Phoenix' });
    expect(readGreeting()).toEqual({ name: 'Ana Reyes', timeZone: 'America/Phoenix' });
  });

  it('is forgotten with the session', () => {
    saveTokens(TOKENS);
    rememberGreeting({ name: 'Ana Reyes', timeZone: 'America/Phoenix' });
    expect(readGreeting()).toEqual({ name: 'Ana Reyes', timeZone: 'America/Phoenix' });
    clearTokens();
    expect(readGreeting()).toBeNull();
    expect(localStorage.getItem(GREETING_KEY)).toBeNull();
  });
});

describe('the long date', () => {
  it('in English is the product’s long date (packages/domain longDate), written with Intl alone', () => {
    const start = Date.UTC(2026, 0, 1, 3, 17);
    for (let day = 0; day < 800; day += 7) {
      const instant = new Date(start + day * 86_400_000 + (day % 24) * 3_600_000);
      for (const zone of ['America/Phoenix', 'America/Los_Angeles', 'UTC']) {
        expect(longDateIn(instant, zone, 'en-US')).toBe(longDate(instant, zone));
      }
    }
  });
});

describe('what a signed-in page shows while its code arrives (app/layout/route-loading.tsx)', () => {
  const at = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouteLoading />
      </MemoryRouter>,
    );

  it('is the page’s title over the progress indicator on the pages whose first screen the build writes', () => {
    saveTokens(TOKENS);
    at('/client');
    expect(screen.getByRole('heading', { level: 1, name: 'My Client List' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('is the progress indicator alone elsewhere and without a session', () => {
    saveTokens(TOKENS);
    at('/profile');
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    clearTokens();
    at('/members');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('on the dashboard, shows the welcome line the device kept, as the first screen’s script wrote it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T06:59:59Z'), toFake: ['Date'] });
    saveTokens(TOKENS);
    at('/home');
    expect(document.getElementById(WELCOME_LINE_ID)).toBeNull();
    cleanup();
    rememberGreeting({ name: 'Ana Reyes', timeZone: 'America/Phoenix' });
    at('/home');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(document.getElementById(WELCOME_LINE_ID)?.textContent).toBe(
      'Welcome, Ana Reyes · Friday, November 27, 2026',
    );
  });
});
