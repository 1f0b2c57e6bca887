import { TOAST_DURATION_MS } from '@daybook/domain';
import Stack from '@mui/material/Stack';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyAlert } from './lazy-alert';
import { ToastContext, type Toaster, type ToastSeverity } from './toast-context';

interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
}

/** One toast stack for the whole app; each toast leaves after TOAST_DURATION_MS or when dismissed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (severity: ToastSeverity, message: string) => {
      const id = nextId.current++;
      setToasts((current) =>
        // The same message twice at once says nothing new.
        current.some((toast) => toast.severity === severity && toast.message === message)
          ? current
          : [...current, { id, severity, message }],
      );
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      warning: (message) => show('warning', message),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <Stack
        component="section"
        aria-label={t('common.notifications')}
        spacing={1}
        sx={{
          position: 'fixed',
          top: { xs: 72, sm: 80 },
          right: 16,
          left: { xs: 16, sm: 'auto' },
          width: { sm: 380 },
          zIndex: (theme) => theme.zIndex.snackbar,
          pointerEvents: toasts.length ? 'auto' : 'none',
        }}
      >
        {toasts.map((toast) => (
          <LazyAlert
            key={toast.id}
            data-testid={`toast-${toast.severity}`}
            role={toast.severity === 'error' ? 'alert' : 'status'}
            variant="filled"
            severity={toast.severity}
            onClose={() => dismiss(toast.id)}
            slotProps={{ closeButton: { 'aria-label': t('common.dismiss'), title: t('common.dismiss') } }}
            sx={{ boxShadow: 6 }}
          >
            {toast.message}
          </LazyAlert>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}
