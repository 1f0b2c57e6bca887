// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dropWrongPrerenderedPage, rememberDeviceForFirstPaint } from './prerendered';

const page = (shown: string) => {
  const root = document.createElement('div');
  root.dataset.prerendered = shown;
  root.innerHTML = '<main><h1>Employee Attendance</h1></main>';
  return root;
};

const deviceCookie = () => /(?:^|;\s*)daybook\.device=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the module under test writes
  document.cookie = 'daybook.device=; path=/; max-age=0';
});

describe('a page the build wrote as HTML (docs/decisions/0033-first-screens-prerendered.md)', () => {
  it('is kept for the app to render over when it is the page and language this device starts in', () => {
    localStorage.setItem('daybook.language', 'es');
    const root = page('sign-in es');
    dropWrongPrerenderedPage(root);
    expect(root.querySelector('h1')).not.toBeNull();
    expect(root.dataset.prerendered).toBeUndefined();
  });

  it('is removed at once when the language is another, or the device holds a session or a kiosk token', () => {
    localStorage.setItem('daybook.language', 'en');
    const wrongLanguage = page('sign-in es');
    dropWrongPrerenderedPage(wrongLanguage);
    expect(wrongLanguage.childNodes).toHaveLength(0);

    localStorage.setItem('access-token', 'a.b.c');
    const session = page('sign-in en');
    dropWrongPrerenderedPage(session);
    expect(session.childNodes).toHaveLength(0);

    localStorage.clear();
    localStorage.setItem('daybook.language', 'en');
    localStorage.setItem('daybook.kioskDevice', 'token');
    const kiosk = page('kiosk en');
    dropWrongPrerenderedPage(kiosk);
    expect(kiosk.childNodes).toHaveLength(0);
  });

  it('keeps a signed-in first screen for a device with a session, and drops it for one without', () => {
    localStorage.setItem('daybook.language', 'en');
    localStorage.setItem('access-token', 'a.b.c');
    const kept = page('client en session');
    dropWrongPrerenderedPage(kept);
    expect(kept.querySelector('h1')).not.toBeNull();
    expect(kept.dataset.prerendered).toBeUndefined();

    const otherLanguage = page('home es session');
    dropWrongPrerenderedPage(otherLanguage);
    expect(otherLanguage.childNodes).toHaveLength(0);

    // the session ended (or was never on this device): the sign-in page comes instead
    localStorage.removeItem('access-token');
    const ended = page('members en session');
    dropWrongPrerenderedPage(ended);
    expect(ended.childNodes).toHaveLength(0);
  });

  it('leaves the plain page alone', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>app</p>';
    dropWrongPrerenderedPage(root);
    expect(root.innerHTML).toBe('<p>app</p>');
  });

  it('tells the server the device’s language and state in a cookie, again when the page is hidden', () => {
    localStorage.setItem('daybook.language', 'es');
    rememberDeviceForFirstPaint();
    expect(deviceCookie()).toBe('es.none');
    localStorage.setItem('refresh-token', 'opaque');
    window.dispatchEvent(new Event('pagehide'));
    expect(deviceCookie()).toBe('es.session');
    localStorage.clear();
    localStorage.setItem('daybook.language', 'en');
    localStorage.setItem('daybook.kioskDevice', 'token');
    window.dispatchEvent(new Event('pagehide'));
    expect(deviceCookie()).toBe('en.kiosk');
  });
});
