import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useMembersText } from '../i18n';

/** The member's confirmation at check-out (docs/evv.md): their name, or why they could not give it. */
export interface VisitConfirmation {
  confirmation_name?: string;
  confirmation_reason?: 'unable' | 'refused' | 'not_present';
}

type Choice = 'name' | 'unable' | 'refused' | 'not_present';

interface ConfirmVisitDialogProps {
  open: boolean;
  memberName: string;
  onClose: () => void;
  onConfirm: (confirmation: VisitConfirmation) => void;
}

/** Asked at every member check-out on the worker's device, as Arizona's EVV rules require. */
export function ConfirmVisitDialog({ open, memberName, onClose, onConfirm }: ConfirmVisitDialogProps) {
  const t = useMembersText();
  const [choice, setChoice] = useState<Choice>('name');
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (open) {
      setChoice('name');
      setName('');
      setMissing(false);
    }
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'name') {
      if (!name.trim()) {
        setMissing(true);
        return;
      }
      onConfirm({ confirmation_name: name.trim() });
    } else {
      onConfirm({ confirmation_reason: choice });
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="confirm-visit-title"
      aria-describedby="confirm-visit-intro"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="confirm-visit-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('confirmTitle')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id="confirm-visit-intro" sx={{ mb: 2 }}>
            {t('confirmIntro', { name: memberName })}
          </DialogContentText>
          <FormLabel id="confirm-visit-choice">{t('confirmChoice')}</FormLabel>
          <RadioGroup
            aria-labelledby="confirm-visit-choice"
            value={choice}
            onChange={(event) => setChoice(event.target.value as Choice)}
          >
            <FormControlLabel value="name" control={<Radio />} label={t('confirmByName')} />
            <FormControlLabel value="unable" control={<Radio />} label={t('confirmUnable')} />
            <FormControlLabel value="refused" control={<Radio />} label={t('confirmRefused')} />
            <FormControlLabel value="not_present" control={<Radio />} label={t('confirmNotPresent')} />
          </RadioGroup>
          {choice === 'name' && (
            <TextField
              id="confirm-visit-name"
              label={t('confirmName')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setMissing(false);
              }}
              required
              fullWidth
              sx={{ mt: 1 }}
              error={missing}
              helperText={missing ? t('confirmNameRequired') : undefined}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose}>{t('confirmCancel')}</Button>
          <Button type="submit" variant="contained" color="error" data-testid="confirm-check-out">
            {t('checkOut')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
