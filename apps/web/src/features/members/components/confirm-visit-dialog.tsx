import { type MemberConfirmationFormInput, memberConfirmationForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TitledDialog } from '../../../components/titled-dialog';
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

/**
 * Asked at every member check-out on the worker's device, as Arizona's EVV rules require. Once a
 * choice is sent, the dialog's buttons and choices are disabled until it closes: a double tap's
 * second tap, landing where the closing dialog's buttons moved, takes nothing.
 */
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
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (open) {
      reset({ choice: 'name', name: '' });
      setSent(false);
    }
  }, [open, reset]);
  const choice = watch('choice');
  const submit = handleSubmit(
    ({ choice, name }) => {
      if (choice === 'name') onConfirm({ confirmation_name: name ?? '' });
      else onConfirm({ confirmation_reason: choice });
    },
    // a missing name: the worker fixes it and sends again
    () => setSent(false),
  );
  return (
    <TitledDialog
      open={open}
      onClose={sent ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      id="confirm-visit"
      title={t('confirmTitle')}
      text={t('confirmIntro', { name: memberName })}
      textId="intro"
      textGap={2}
      onSubmit={(event) => {
        if (sent) {
          event.preventDefault();
          return;
        }
        setSent(true);
        void submit(event);
      }}
      actions={
        <>
          <Button onClick={onClose} disabled={sent}>
            {t('confirmCancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={sent} data-testid="confirm-check-out">
            {t('checkOut')}
          </Button>
        </>
      }
    >
      <FormLabel id="confirm-visit-choice">{t('confirmChoice')}</FormLabel>
      <Controller
        name="choice"
        control={control}
        render={({ field }) => (
          <RadioGroup
            aria-labelledby="confirm-visit-choice"
            {...field}
            // a click the disabled radios still get (a synthetic one) changes nothing once sent
            onChange={(event) => {
              if (!sent) field.onChange(event);
            }}
          >
            <FormControlLabel value="name" disabled={sent} control={<Radio />} label={t('confirmByName')} />
            <FormControlLabel value="unable" disabled={sent} control={<Radio />} label={t('confirmUnable')} />
            <FormControlLabel value="refused" disabled={sent} control={<Radio />} label={t('confirmRefused')} />
            <FormControlLabel value="not_present" disabled={sent} control={<Radio />} label={t('confirmNotPresent')} />
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
          // shrunk above the field from the start: at 360 px the Spanish label inside the field
          // ("Nombre de quien confirma *") was cut, its asterisk with it
          slotProps={{ htmlInput: { maxLength: 120 }, inputLabel: { shrink: true } }}
        />
      )}
    </TitledDialog>
  );
}
