import { type AttendanceDetailsFormInput, attendanceDetailsForm, type ClientAttendance, MSG } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { SignedChip } from '../../../components/signed-record/signed-chip';
import { TextInput } from '../../../components/text-input';
import { muiControlled, muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { formatServerDate } from '../../../lib/i18n/intl';
import { refusalDetail } from '../../../lib/refusal';
import { useNoteOfDay, useUpdateAttendance } from '../api/attendance';

interface DetailsDialogProps {
  record: ClientAttendance | null;
  onClose: () => void;
  onSaved: () => void;
  /** Asks for an addendum to the signed record (where the log offers addenda). */
  onAddAddendum?: (record: ClientAttendance) => void;
}

/**
 * The Details modal (docs/product-rules.md §2): Absent?, One to One? and Provider edit a working copy; Save Details
 * writes all three in one PATCH (issue 4; the existing product's version saved only One to One).
 * A signed record is shown locked, with its addendum offered instead (docs/signatures.md); a client
 * scored in a signed note of the day cannot be marked absent, and one scored in an unsigned note is
 * warned about (docs/product-rules.md §4 "Attendance"). A refusal shows the server's own words.
 */
export function DetailsDialog({ record, onClose, onSaved, onAddAddendum }: DetailsDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateAttendance();
  const note = useNoteOfDay(record);
  const locked = Boolean(record?.signed);
  const scored = (note.data?.trials ?? 0) > 0;
  // the server refuses it (409 absent_signed_note); one already absent may be marked present again
  const absentRefused = Boolean(record && !record.absent && scored && note.data?.signed);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<AttendanceDetailsFormInput>({
    resolver: zodResolver(attendanceDetailsForm),
    defaultValues: { absent: false, one_on_one: false, provider: '' },
  });

  useEffect(() => {
    if (!record) return;
    reset({ absent: record.absent, one_on_one: record.one_on_one, provider: record.provider ?? '' });
  }, [record, reset]);

  // the provider as typed ('' clears it), as the modal has always sent it
  const save = handleSubmit(async ({ absent, one_on_one, provider }) => {
    if (!record) return;
    try {
      await update.mutateAsync({ id: record.id, body: { absent, one_on_one, provider: provider ?? '' } });
      onSaved();
    } catch (error) {
      setError('root', { type: 'server', message: refusalDetail(t, error, t('attendance.updateFailed')) });
    }
  });

  const notesHref = record ? `/notes/${record.client_id}?date=${record.date_iso}` : '#';
  return (
    <Dialog open={record !== null} onClose={onClose} aria-labelledby="attendance-details-title" fullWidth maxWidth="xs">
      <DialogTitle id="attendance-details-title" component="h2" sx={{ fontWeight: 700, pb: 0.5 }}>
        {t('attendance.detailsTitle')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void save(event)}>
        <DialogContent>
          {record && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('attendance.detailsSubtitle', { name: record.client_name, date: formatServerDate(record.date) })}
              {locked && <SignedChip sx={{ ml: 1 }} testId="details-signed" />}
            </Typography>
          )}
          <Stack spacing={1.5}>
            {locked && (
              <Alert severity="info" data-testid="details-locked">
                {translateMessage(t, MSG.recordSigned)}
              </Alert>
            )}
            <ErrorBanner message={errors.root?.message} onDismiss={() => clearErrors('root')} />
            <Controller
              name="absent"
              control={control}
              render={({ field }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Checkbox
                        {...muiControlled(field)}
                        checked={field.value}
                        slotProps={{
                          input: absentRefused ? { 'aria-describedby': 'attendance-absent-refused' } : {},
                        }}
                      />
                    }
                    label={t('attendance.absent')}
                    disabled={locked || absentRefused}
                  />
                  {absentRefused && !locked && (
                    <FormHelperText id="attendance-absent-refused" sx={{ mt: 0 }}>
                      {translateMessage(t, MSG.absentSignedNote)}
                    </FormHelperText>
                  )}
                  {field.value && !record?.absent && scored && !note.data?.signed && (
                    <Alert severity="warning" data-testid="details-absent-warning" sx={{ mt: 1 }}>
                      {t('attendance.absentOverTrials')}
                    </Alert>
                  )}
                </Box>
              )}
            />
            <Controller
              name="one_on_one"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox {...muiControlled(field)} checked={field.value} />}
                  label={t('attendance.oneToOne')}
                  disabled={locked}
                />
              )}
            />
            <TextInput
              {...muiField(register('provider'))}
              value={watch('provider') ?? ''}
              id="attendance-provider"
              label={t('attendance.provider')}
              error={Boolean(errors.provider)}
              helperText={errors.provider?.message ? translateMessage(t, errors.provider.message) : undefined}
              fullWidth
              disabled={locked}
              inputProps={{ maxLength: 150 }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={notesHref} variant="text">
            {record?.has_notes ? t('attendance.updateNotesButton') : t('attendance.addNotesButton')}
          </Button>
          <Button onClick={onClose} variant="outlined">
            {t('attendance.close')}
          </Button>
          {locked && record && onAddAddendum ? (
            <Button variant="contained" onClick={() => onAddAddendum(record)}>
              {t('signedRecord.addAddendum')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={locked || update.isPending}>
              {update.isPending ? t('attendance.savingDetails') : t('attendance.saveDetails')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
