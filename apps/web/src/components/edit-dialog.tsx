import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEvent, ReactNode } from 'react';

interface EditDialogProps {
  open: boolean;
  /** The prefix of the heading's id (`${id}-title`) and the form's test id (`${id}-form`). */
  id: string;
  title: string;
  /** While the save runs: both buttons are disabled and the dialog stays open. */
  saving: boolean;
  texts: { cancel: string; save: string; saving: string };
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A record's edit form in a dialog: its fields, Cancel and Save (a client, the provider's own
 * profile). The title and the buttons stay in view and only the fields scroll between them; on a
 * phone (below `sm`) the dialog fills the screen, so Cancel and Save sit at its foot without
 * scrolling (docs/product-rules.md §2 Client list, Provider profile).
 */
export function EditDialog({ open, id, title, saving, texts, onClose, onSubmit, children }: EditDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={`${id}-title`} component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {/* the form passes the dialog's height on, so its content scrolls and its buttons do not */}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        data-testid={`${id}-form`}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button onClick={onClose} variant="outlined" disabled={saving}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? texts.saving : texts.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
