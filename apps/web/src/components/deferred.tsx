import { memo, type ReactNode, useDeferredValue } from 'react';

const Rendered = memo(function Rendered({ render }: { render: () => ReactNode }) {
  return render();
});

/**
 * Renders a large part of a page at transition priority (docs/performance.md, "Signed-in pages:
 * what runs before the first paint"). A page's query answers reach React as urgent updates (a
 * store subscription cannot be a transition), and an urgent render is one piece of main-thread
 * work; given `render`, a function of the page's current values that calls no hooks, the urgent
 * render keeps what was shown and React renders the new content afterwards in slices, yielding to
 * the browser between them. The content lags the page's state by that render: a handler it calls
 * must be one that runs the page's latest version (lib/use-latest-handler.ts), and anything that
 * guards an action must hold its own state (a ref), not rely on a button's disabled look.
 */
export function Deferred({ render }: { render: () => ReactNode }) {
  return <Rendered render={useDeferredValue(render)} />;
}
