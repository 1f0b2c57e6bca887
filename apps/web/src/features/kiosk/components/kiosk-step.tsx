import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

/** The kiosk's large touch targets. */
export const KIOSK_BIG = { minHeight: 72, fontSize: '1.25rem' } as const;

/**
 * One step of the kiosk: a centred column of the given width; a form (checked by its own rules,
 * not the browser's) when it has `onSubmit`.
 */
export function KioskStep({
  width,
  onSubmit,
  spacing = 2,
  sx,
  children,
}: {
  width: number;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  spacing?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  // MUI's way of adding the caller's sx to a component's own. Centred by alignSelf: inside the
  // page's Stack a child's side margins are reset, so `mx: 'auto'` alone leaves it on the left.
  const column: SxProps<Theme> = [
    { maxWidth: width, width: '100%', mx: 'auto', alignSelf: 'center' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  return onSubmit ? (
    <Stack component="form" spacing={spacing} sx={column} onSubmit={onSubmit} noValidate>
      {children}
    </Stack>
  ) : (
    <Stack spacing={spacing} sx={column}>
      {children}
    </Stack>
  );
}

/** The step's heading, large enough to read from a step away. */
export function KioskHeading({ children, large = false }: { children: ReactNode; large?: boolean }) {
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: large ? '2.5rem' : '2.25rem' } }}>
      {children}
    </Typography>
  );
}

/** The last refusal, announced. */
export function KioskError({ error }: { error: string | null }) {
  return error ? (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  ) : null;
}

/** A large button sharing its row with others equally. */
export function KioskRowButton(props: ButtonProps) {
  return <Button {...props} sx={{ ...KIOSK_BIG, flex: 1 }} />;
}
