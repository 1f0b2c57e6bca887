import type { TimecardStatus } from '@daybook/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Dark text on a pale tint keeps every status above 4.5:1 contrast. */
const COLOURS: Record<TimecardStatus, { color: string; bgcolor: string; borderColor: string }> = {
  open: { color: '#37474f', bgcolor: '#eceff1', borderColor: '#90a4ae' },
  submitted: { color: '#6d4300', bgcolor: '#fff8e1', borderColor: '#ffca28' },
  approved: { color: '#1b5e20', bgcolor: '#e8f5e9', borderColor: '#81c784' },
};

const LABELS = {
  open: 'timecards.statusOpen',
  submitted: 'timecards.statusSubmitted',
  approved: 'timecards.statusApproved',
} as const;

/** A timecard's status (open, submitted, approved) as a coloured chip. */
export function TimecardStatusChip({ status }: { status: TimecardStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(LABELS[status])}
      data-testid="timecard-status"
      data-status={status}
      sx={{ ...COLOURS[status], fontWeight: 600, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
