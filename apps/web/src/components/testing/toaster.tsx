import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ToastContext } from '../toast-context';

/** A toaster for a page's tests: each kind of toast a mock whose calls the test reads. */
export function testToaster() {
  return { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
}

/** `ui` showing its toasts through `toaster`. */
export function withToaster(ui: ReactNode, toaster: ReturnType<typeof testToaster>) {
  return <ToastContext.Provider value={toaster}>{ui}</ToastContext.Provider>;
}
