import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { type ComponentType, type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';

/**
 * MUI's touch ripple, fetched after the page's `load` event (docs/decisions/0007-sign-in-page-first-load.md).
 *
 * Every MUI button draws its ripple (and the pulse that marks keyboard focus) with `TouchRipple`
 * and `react-transition-group`, about 1.5 KiB gzip of the sign-in page's first load, though a
 * button mounts its ripple only when first pressed or focused (MUI's `useLazyRipple`).
 * vite.config.ts hands MUI's ButtonBase this module in its place. Once the ripple's chunk is
 * there (main.tsx fetches it after `load`) MUI's own component is rendered as before; a press or
 * focus that comes earlier is held and played as soon as the chunk arrives, so no focus pulse is lost.
 */
type RippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };
type Call = {
  [Name in keyof TouchRippleActions]: [Name, Parameters<TouchRippleActions[Name]>];
}[keyof TouchRippleActions];

let loaded: ComponentType<RippleProps> | null = null;
let loading: Promise<ComponentType<RippleProps>> | null = null;

/** Fetches MUI's ripple once; a failed fetch is tried again on the next call. */
export function preloadTouchRipple(): Promise<ComponentType<RippleProps>> {
  loading ??= import('@mui/material/ButtonBase/TouchRipple').then(
    (module) => {
      // MUI's types call it a render function; it is a forwardRef component
      loaded = module.default as unknown as ComponentType<RippleProps>;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Stands in for the ripple until it arrives: remembers what the button asked of it. */
function HeldRipple({ ref, held }: { ref?: Ref<TouchRippleActions>; held: Call[] }) {
  useImperativeHandle(
    ref,
    () => ({
      start: (...args) => held.push(['start', args]),
      pulsate: (...args) => held.push(['pulsate', args]),
      stop: (...args) => held.push(['stop', args]),
    }),
    [held],
  );
  return null;
}

export default function LazyTouchRipple({ ref, ...props }: RippleProps) {
  const [Ripple, setRipple] = useState(() => loaded);
  const held = useRef<Call[]>([]);
  useEffect(() => {
    if (Ripple) return;
    let mounted = true;
    preloadTouchRipple().then(
      (component) => {
        if (mounted) setRipple(() => component);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Ripple]);
  // MUI's ripple, once mounted, first plays what was held for it
  const attach = useCallback(
    (actions: TouchRippleActions | null) => {
      setRef(ref, actions);
      if (!actions) return;
      for (const [name, args] of held.current.splice(0)) {
        (actions[name] as (...values: typeof args) => void)(...args);
      }
    },
    [ref],
  );
  return Ripple ? <Ripple {...props} ref={attach} /> : <HeldRipple ref={ref} held={held.current} />;
}
