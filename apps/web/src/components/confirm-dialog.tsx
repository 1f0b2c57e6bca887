import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { TitledDialog } from './titled-dialog';

interface ConfirmDialogProps {
  open: boolean;
  id: string;
  title: string;
  body: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  destructive?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A titled yes/no question (delete a record, save the notes). Cancel has the focus first. */
export function ConfirmDialog({
  open,
  id,
  title,
  body,
  cancelLabel,
  confirmLabel,
  busy,
  destructive,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={busy ? undefined : onCancel}
      data-testid={id}
      id={id}
      title={title}
      text={body}
      textId="body"
      actions={
        <>
          <Button onClick={onCancel} variant="outlined" autoFocus disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
