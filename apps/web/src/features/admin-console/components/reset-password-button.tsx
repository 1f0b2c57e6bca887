import LockReset from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data/data-provider';

/** Shows a temporary password once, in a titled dialog, with a copy button. */
export function TemporaryPasswordDialog({
  password,
  name,
  onClose,
}: {
  password: string | null;
  name: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={password !== null} onClose={onClose} aria-labelledby="temporary-password-title">
      <DialogTitle id="temporary-password-title">{translate('daybook.temporaryPasswordTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('daybook.temporaryPasswordIntro', { name })}</DialogContentText>
        <DialogContentText
          component="p"
          data-testid="temporary-password"
          sx={{ mt: 2, fontFamily: 'monospace', fontSize: '1.25rem', color: 'text.primary', userSelect: 'all' }}
        >
          {password}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            if (password) void navigator.clipboard?.writeText(password).then(() => setCopied(true));
          }}
        >
          {translate(copied ? 'daybook.copied' : 'daybook.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('daybook.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Reset password: asks first, then shows the temporary password once (the user must change it). */
export function ResetPasswordButton() {
  const record = useRecordContext<{ id: number; name: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  if (!record) return null;
  const reset = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.resetPassword(record.id);
      setConfirming(false);
      setPassword(result.temporary_password);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<LockReset />} onClick={() => setConfirming(true)}>
        {translate('daybook.resetPassword')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('daybook.resetPasswordConfirmTitle', { name: record.name })}
        content={translate('daybook.resetPasswordConfirm')}
        onConfirm={reset}
        onClose={() => setConfirming(false)}
      />
      <TemporaryPasswordDialog password={password} name={record.name} onClose={() => setPassword(null)} />
    </>
  );
}
