import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { adminHttpClient } from '../data/http-client';

/** A server refusal's message for a notice (the field message when there is one). */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return Object.values(fieldFailures(error))[0] ?? error.message;
  return fallback;
}

/** The field messages of a refusal (adminHttpClient's `errors`), none for any other failure. */
export function fieldFailures(error: unknown): Record<string, string> {
  return error instanceof HttpError
    ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {})
    : {};
}

interface ConsoleSettingOptions {
  /** The query key of the setting's read. */
  key: readonly unknown[];
  /** Read with GET and saved with PUT (the server audits the change). */
  path: string;
  /** The success notice's catalogue key. */
  savedMessage: string;
  /** False until the record the setting belongs to is known. */
  enabled?: boolean;
  /** What a refused save does; by default an error notice with the refusal's message. */
  onSaveError?: (error: unknown) => void;
}

/**
 * One setting of the console that is not a react-admin resource: its current value read from
 * `path`, and a save that PUTs the body there, keeps the answer as the current value and notifies.
 */
export function useConsoleSetting<Value, Body = Value>({
  key,
  path,
  savedMessage,
  enabled,
  onSaveError,
}: ConsoleSettingOptions) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await adminHttpClient(path, { signal })).json as Value,
    enabled,
  });
  const save = useMutation({
    mutationFn: async (body: Body) =>
      (await adminHttpClient(path, { method: 'PUT', body: JSON.stringify(body) })).json as Value,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      notify(savedMessage, { type: 'success' });
    },
    onError:
      onSaveError ??
      ((error) => notify(failureText(error, translate('ra.notification.http_error')), { type: 'error' })),
  });
  return { current, save };
}

/** The refusal of a setting's read, in place of the setting. */
export function ReadFailure({ current }: { current: UseQueryResult<unknown> }) {
  const translate = useTranslate();
  return <Alert severity="error">{failureText(current.error, translate('ra.notification.http_error'))}</Alert>;
}

interface SettingsCardProps {
  testId: string;
  /** The heading's catalogue key. */
  title: string;
  current: UseQueryResult<unknown>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's fields and its save button. */
  children: ReactNode;
}

/** An organisation settings card of the console: its heading, and its form or the read's refusal. */
export function SettingsCard({ testId, title, current, onSubmit, children }: SettingsCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {current.isError ? (
          <ReadFailure current={current} />
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
            {children}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
