// @vitest-environment jsdom
import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import LazyTouchRipple, { preloadTouchRipple } from './lazy-touch-ripple';

afterEach(cleanup);

const ripples = (container: HTMLElement) => container.querySelectorAll('.MuiTouchRipple-ripple').length;

describe('LazyTouchRipple', () => {
  it('holds what the button asks before MUI’s ripple arrives, then plays it', async () => {
    const ref = createRef<TouchRippleActions>();
    const { container } = render(<LazyTouchRipple ref={ref} center />);
    // not there yet: nothing drawn, but the button already has a ripple to talk to
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(ref.current).not.toBeNull();
    act(() => ref.current?.pulsate());
    await act(async () => {
      await preloadTouchRipple();
    });
    expect(container.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    // the held focus pulse was played on MUI's ripple, which is now the ref
    expect(ripples(container)).toBe(1);
    act(() => ref.current?.stop());
    act(() => ref.current?.start(undefined, { center: true }));
    expect(ripples(container)).toBeGreaterThanOrEqual(1);
  });

  it('renders MUI’s ripple at once when it has already arrived', async () => {
    await preloadTouchRipple();
    const ref = createRef<TouchRippleActions>();
    const { container } = render(<LazyTouchRipple ref={ref} className="extra" />);
    const root = container.querySelector('.MuiTouchRipple-root');
    expect(root?.classList.contains('extra')).toBe(true);
    act(() => ref.current?.start(undefined, { center: true }));
    expect(ripples(container)).toBe(1);
  });
});
