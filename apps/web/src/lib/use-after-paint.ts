import { startTransition, useEffect, useState } from 'react';
import { rendersWholePageAtBuild } from './build-render';

/**
 * False until `when` has been true for one painted frame, then true for good: what a page shows
 * below its first screen is rendered in a commit of its own after the first screen has been
 * painted (docs/performance.md, "Signed-in pages: one commit per screen"). A commit is one piece of
 * main-thread work that React cannot slice, and the first commit with a page's answers (emotion
 * inserting every new style rule) was the longest task on a phone; the page's first screen now
 * comes out of a commit half that size, and the rest follows at transition priority.
 *
 * In a tab that is not shown the browser paints no frame, so the rest follows on a timer instead.
 * The build's render whose style rules it keeps shows it all at once (lib/build-render.ts).
 */
export function useAfterPaint(when: boolean): boolean {
  const [ready, setReady] = useState(rendersWholePageAtBuild);
  useEffect(() => {
    if (ready || !when) return;
    const show = () => startTransition(() => setReady(true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (document.visibilityState === 'hidden') {
      timer = setTimeout(show, 0);
      return () => clearTimeout(timer);
    }
    // the frame that paints this commit, then a task after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, when]);
  return ready;
}
