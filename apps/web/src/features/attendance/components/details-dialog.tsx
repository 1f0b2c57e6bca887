import type { ClientAttendance } from '@daybook/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { TextInput } from '../../../components/text-input';
import { useUpdateAttendance } from '../api/attendance';

interface DetailsDialogProps {
  record: ClientAttendance | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The Details modal (docs/product-rules.md §2): Absent?, One to One? and Provider edit a working copy; Save Details
 * writes all three in one PATCH (issue 4; the existing product's version saved only One to One).
 */
export function DetailsDialog({ record, onClose, onSaved }: DetailsDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateAttendance();
  const [absent, setAbsent] = useState(false);
  const [oneOnOne, setOneOnOne] = useState(false);
  const [provider, setProvider] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!record) return;
    setAbsent(record.absent);
    setOneOnOne(record.one_on_one);
    setProvider(record.provider ?? '');
    setFailure(null);
  }, [record]);

  const save = async () => {
    if (!record) return;
    setFailure(null);
    try {
      await update.mutateAsync({ id: record.id, body: { absent, one_on_one: oneOnOne, provider } });
      onSaved();
    } catch {
      setFailure(t('attendance.updateFailed'));
    }
  };

  const notesHref = record ? `/notes/${record.client_id}?date=${record.date_iso}` : '#';
  return (
    <Dialog open={record !== null} onClose={onClose} aria-labelledby="attendance-details-title" fullWidth maxWidth="xs">
      <DialogTitle id="attendance-details-title" component="h2" sx={{ fontWeight: 700, pb: 0.5 }}>
        {t('attendance.detailsTitle')}
      </DialogTitle>
      <DialogContent>
        {record && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('attendance.detailsSubtitle', { name: record.client_name, date: record.date })}
          </Typography>
        )}
        <Stack spacing={1.5}>
          <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
          <FormControlLabel
            control={<Checkbox checked={absent} onChange={(event) => setAbsent(event.target.checked)} />}
            label={t('attendance.absent')}
          />
          <FormControlLabel
            control={<Checkbox checked={oneOnOne} onChange={(event) => setOneOnOne(event.target.checked)} />}
            label={t('attendance.oneToOne')}
          />
          <TextInput
            id="attendance-provider"
            label={t('attendance.provider')}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
            fullWidth
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
        <Button onClick={save} variant="contained" disabled={update.isPending}>
          {update.isPending ? t('attendance.savingDetails') : t('attendance.saveDetails')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
