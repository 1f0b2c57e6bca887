import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'warning';

export interface Toaster {
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
}

export const ToastContext = createContext<Toaster | null>(null);

/** Shows a toast at the top right for 3000 ms (docs/product-rules.md §2, §9). */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside <ToastProvider>');
  return toaster;
}
