/**
 * React Router as the app uses it, with a `Link` and `NavLink` for declarative routing only
 * (docs/decisions/0007-sign-in-page-first-load.md).
 *
 * React Router's own `Link` carries the framework and data-router machinery (route prefetch links,
 * route-module loading, `<Scripts>`, view-transition state), about 3.5 KiB gzip that every page
 * loads with the sign-in page although a `<BrowserRouter>` never runs it. vite.config.ts resolves
 * every `react-router` import of the build (the app's, and react-admin's through its
 * `react-router-dom` shim) to this module; everything but the two links is React Router itself.
 * The links behave as React Router's do under `<BrowserRouter>`: same `href`, same click handling
 * (modifier keys, `target`, `reloadDocument`, `replace`, `state`), same `active` class and
 * `aria-current` on a `NavLink`. What only a data or framework router does (`prefetch`,
 * `discover`, `mask`, pending and transitioning states) is not offered.
 */
import { forwardRef, type MouseEvent, useContext } from 'react';
import {
  type LinkProps,
  UNSAFE_NavigationContext as NavigationContext,
  type NavLinkProps,
  type NavLinkRenderProps,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router';

export * from 'react-router';

// React Router's test for an absolute URL (a scheme, or a protocol-relative `//host`)
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * An absolute `to` on this site is followed as a path (its `href` stays as written); another
 * site's is an ordinary link.
 */
function parseTo(
  to: LinkProps['to'],
  basename: string,
): { to: LinkProps['to']; absolute?: string; external?: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to };
  if (typeof window === 'undefined') return { to, absolute: to };
  try {
    const current = new URL(window.location.href);
    const target = new URL(to.startsWith('//') ? current.protocol + to : to);
    const base = basename === '/' ? '' : basename.replace(/\/$/, '');
    const inBase = !base || target.pathname === base || target.pathname.startsWith(`${base}/`);
    if (target.origin === current.origin && inBase) {
      return { to: (target.pathname.slice(base.length) || '/') + target.search + target.hash, absolute: to };
    }
    return { to, absolute: to, external: true };
  } catch {
    // not a valid URL: as in React Router, left to the click handler
    return { to, absolute: to };
  }
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    discover: _discover,
    prefetch: _prefetch,
    mask: _mask,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    ...rest
  },
  ref,
) {
  const { basename, useTransitions } = useContext(NavigationContext) as { basename: string; useTransitions?: boolean };
  const parsed = parseTo(to, basename);
  const href = useHref(parsed.to, { relative });
  const handleLinkClick = useLinkClickHandler<HTMLAnchorElement>(parsed.to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    useTransitions,
  });
  const spa = !(parsed.external || reloadDocument);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) handleLinkClick(event);
  };
  // the content comes in `rest.children`, as in React Router's Link
  return <a {...rest} href={parsed.absolute ?? href} onClick={spa ? handleClick : onClick} ref={ref} target={target} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style: styleProp,
    to,
    viewTransition,
    children,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  const { navigator } = useContext(NavigationContext) as {
    navigator: { encodeLocation?: (to: typeof path) => { pathname: string } };
  };
  let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlashPosition = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === '/');
  const renderProps: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      ref={ref}
      style={style}
      to={to}
      viewTransition={viewTransition}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
});
