// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter, Route, Link as RouterLink, NavLink as RouterNavLink, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './router-links';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}
    </output>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('Link (declarative routing, as React Router’s)', () => {
  it('renders the same anchor as React Router’s Link, but for its data-discover marker', () => {
    const cases: [string, string | { pathname: string; search: string }][] = [
      ['/home', 'records?x=1'],
      ['/home/days', '../privacy'],
      ['/', { pathname: '/terms', search: '?a=b' }],
      ['/', 'https://example.org/help'],
      ['/', `${window.location.origin}/privacy`],
    ];
    for (const [path, to] of cases) {
      const ours = renderAt(
        path,
        <Link to={to} className="c" aria-label="ours">
          x
        </Link>,
      );
      const html = ours.getByLabelText('ours').outerHTML;
      cleanup();
      const theirs = renderAt(
        path,
        <RouterLink to={to} className="c" aria-label="ours">
          x
        </RouterLink>,
      );
      expect(html).toBe(theirs.getByLabelText('ours').outerHTML.replace(' data-discover="true"', ''));
      cleanup();
    }
  });

  it('navigates inside the app on a plain click, with its state', () => {
    renderAt(
      '/',
      <Link to="/privacy?from=login" state={{ from: 'login' }}>
        Privacy
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(where()).toBe('/privacy?from=login|{"from":"login"}');
  });

  it('leaves modified clicks, other targets, reloadDocument and other sites to the browser', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.defaultPrevented);
    renderAt(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" reloadDocument onClick={onClick}>
          C
        </Link>
        <Link to="https://example.org/x" onClick={onClick}>
          D
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    fireEvent.click(screen.getByRole('link', { name: 'D' }));
    expect(where()).toBe('/|null');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onClick.mock.results.every((result) => result.value === false)).toBe(true);
  });

  it('follows an absolute link to this site inside the app', () => {
    renderAt('/', <Link to={`${window.location.origin}/terms#top`}>Terms</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(where()).toBe('/terms|null');
  });

  it('lets its onClick cancel the navigation and forwards its ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      '/',
      <Link to="/a" ref={ref} onClick={(event) => event.preventDefault()}>
        A
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(where()).toBe('/|null');
    expect(ref.current?.tagName).toBe('A');
  });
});

describe('NavLink', () => {
  it('marks the current page as React Router’s NavLink does', () => {
    const cases: [string, string, boolean][] = [
      ['/home', '/home', false],
      ['/home/days', '/home', false],
      ['/home/days', '/home', true],
      ['/homework', '/home', false],
      ['/HOME', '/home', false],
      ['/', '/', true],
      ['/signup', '/', true],
      ['/signup', '/', false],
    ];
    for (const [path, to, end] of cases) {
      const ours = renderAt(
        path,
        <NavLink to={to} end={end} className="nav">
          ours
        </NavLink>,
      );
      const html = ours.getByText('ours').outerHTML;
      cleanup();
      const theirs = renderAt(
        path,
        <RouterNavLink to={to} end={end} className="nav">
          ours
        </RouterNavLink>,
      );
      expect(html, `${path} ${to} end=${end}`).toBe(
        theirs.getByText('ours').outerHTML.replace(' data-discover="true"', ''),
      );
      cleanup();
    }
  });

  it('gives className, style and children functions the active state', () => {
    renderAt(
      '/members',
      <NavLink
        to="/members"
        className={({ isActive }) => (isActive ? 'on' : 'off')}
        style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}
      >
        {({ isActive, isPending }) => `members ${isActive} ${isPending}`}
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'members true false' });
    expect(link.className).toBe('on');
    expect(link.style.fontWeight).toBe('700');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
