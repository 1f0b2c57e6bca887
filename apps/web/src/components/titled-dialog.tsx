import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';

interface TitledDialogProps extends Omit<DialogProps, 'title' | 'children' | 'onSubmit'> {
  /** The prefix of the heading's and the text's element ids (`${id}-title`, `${id}-${textId}`). */
  id: string;
  title: ReactNode;
  /** What the dialog asks or says: its accessible description. */
  text: ReactNode;
  /** The text's id after the prefix. */
  textId: 'intro' | 'body';
  /** The space under the text, in theme spacing units (before a form's fields). */
  textGap?: number;
  /** The dialog's content and buttons become a form that sends this. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formTestId?: string;
  /** The buttons. */
  actions: ReactNode;
  /** What follows the text (fields, details). */
  children?: ReactNode;
}

/**
 * A dialog named by its level-2 heading and described by its text, with its buttons at the end;
 * with `onSubmit`, a form around the content and the buttons (pause, resume, confirm a visit,
 * decide an exception, give a reason, confirm).
 */
export function TitledDialog({
  id,
  title,
  text,
  textId,
  textGap,
  onSubmit,
  formTestId,
  actions,
  children,
  ...dialog
}: TitledDialogProps) {
  const content = (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id={`${id}-${textId}`} sx={{ mb: textGap }}>
          {text}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
    </>
  );
  return (
    <Dialog aria-labelledby={`${id}-title`} aria-describedby={`${id}-${textId}`} {...dialog}>
      <DialogTitle id={`${id}-title`} component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {onSubmit ? (
        <Box component="form" noValidate onSubmit={onSubmit} data-testid={formTestId}>
          {content}
        </Box>
      ) : (
        content
      )}
    </Dialog>
  );
}
