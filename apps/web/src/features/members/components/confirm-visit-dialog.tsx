import { type MemberConfirmationFormInput, memberConfirmationForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { useMembersText } from '../i18n';

/** The member's confirmation at check-out (docs/evv.md): their name, or why they could not give it. */
export interface VisitConfirmation {
  confirmation_name?: string;
  confirmation_reason?: 'unable' | 'refused' | 'not_present';
}

interface ConfirmVisitDialogProps {
  open: boolean;
  memberName: string;
  onClose: () => void;
  onConfirm: (confirmation: VisitConfirmation) => void;
}

/** Asked at every member check-out on the worker's device, as Arizona's EVV rules require. */
export function ConfirmVisitDialog({ open, memberName, onClose, onConfirm }: ConfirmVisitDialogProps) {
  const t = useMembersText();
  const schema = useMemo(() => memberConfirmationForm({ nameRequired: t('confirmNameRequired') }), [t]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<
    MemberConfirmationFormInput,
    unknown,
    { choice: MemberConfirmationFormInput['choice']; name: string | null }
  >({
    resolver: zodResolver(schema),
    defaultValues: { choice: 'name', name: '' },
  });
  useEffect(() => {
    if (open) reset({ choice: 'name', name: '' });
  }, [open, reset]);
  const choice = watch('choice');
  const submit = handleSubmit(({ choice, name }) => {
    if (choice === 'name') onConfirm({ confirmation_name: name ?? '' });
    else onConfirm({ confirmation_reason: choice });
  });
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
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id="confirm-visit-intro" sx={{ mb: 2 }}>
            {t('confirmIntro', { name: memberName })}
          </DialogContentText>
          <FormLabel id="confirm-visit-choice">{t('confirmChoice')}</FormLabel>
          <Controller
            name="choice"
            control={control}
            render={({ field }) => (
              <RadioGroup aria-labelledby="confirm-visit-choice" {...field}>
                <FormControlLabel value="name" control={<Radio />} label={t('confirmByName')} />
                <FormControlLabel value="unable" control={<Radio />} label={t('confirmUnable')} />
                <FormControlLabel value="refused" control={<Radio />} label={t('confirmRefused')} />
                <FormControlLabel value="not_present" control={<Radio />} label={t('confirmNotPresent')} />
              </RadioGroup>
            )}
          />
          {choice === 'name' && (
            <TextField
              {...muiField(register('name', { shouldUnregister: true }))}
              id="confirm-visit-name"
              label={t('confirmName')}
              required
              fullWidth
              sx={{ mt: 1 }}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
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
