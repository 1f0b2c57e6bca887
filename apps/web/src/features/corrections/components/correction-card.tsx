import type { CorrectionRequest } from '@daybook/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { clockOnDay, shiftLengthText } from '../../../lib/shift-span/shift-span';
import { proposedShift, proposedTime } from '../lib/proposed-shift';

const STATUS_COLOR = { pending: 'warning', approved: 'success', denied: 'error' } as const;
const STATUS_KEY = { pending: 'statusPending', approved: 'statusApproved', denied: 'statusDenied' } as const;

interface CorrectionCardProps {
  request: CorrectionRequest;
  timeZone: string;
  /** Show the employee's name (the inbox). */
  showName?: boolean;
  busy?: boolean;
  onApprove?: () => void;
  onDeny?: () => void;
}

/** One request: date, employee, proposed and recorded times, reason, state and the decision's note. */
export function CorrectionCard({ request, timeZone, showName, busy, onApprove, onDeny }: CorrectionCardProps) {
  const { t } = useTranslation();
  // each time marked "(+1 day)" when it falls on a later day than the shift's check-in
  const time = (instant: string | null, fallback: string, since: string | null) =>
    instant ? clockOnDay(t, instant, since, timeZone) : fallback;
  const shift = proposedShift(request, timeZone);
  // its length and, with pauses, the time worked after them: the server's figures
  const length = shiftLengthText(t, shift.checkIn, shift.checkOut, proposedTime(request));
  const pending = request.status === 'pending';
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="correction-card"
      data-status={request.status}
      sx={{ listStyle: 'none' }}
    >
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {showName ? `${request.user.name} · ` : ''}
            {formatCalendarDate(request.date)}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLOR[request.status]}
            label={t(`corrections.${STATUS_KEY[request.status]}`)}
            data-testid="correction-status"
          />
        </Box>
        <Typography variant="body2" data-testid="correction-proposed">
          {t('corrections.proposed', {
            checkIn: time(request.check_in_at, t('corrections.unchanged'), null),
            checkOut: time(request.check_out_at, t('corrections.unchanged'), shift.checkIn),
          })}
        </Typography>
        {length && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="correction-length">
            {length}
          </Typography>
        )}
        {pending && (
          <Typography variant="body2" color="text.secondary">
            {request.current_check_in_at
              ? t('corrections.current', {
                  checkIn: time(request.current_check_in_at, t('corrections.none_time'), null),
                  checkOut: time(request.current_check_out_at, t('corrections.none_time'), request.current_check_in_at),
                })
              : t('corrections.notPunched')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('corrections.reasonLine', { reason: request.reason })}
        </Typography>
        {request.note && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="correction-note">
            {t('corrections.noteLine', { note: request.note })}
          </Typography>
        )}
        {request.decided_by && (
          <Typography variant="caption" color="text.secondary">
            {t('corrections.decidedBy', { name: request.decided_by.name })}
          </Typography>
        )}
        {pending && onApprove && onDeny && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              onClick={onApprove}
              data-testid="approve-correction"
            >
              {t('corrections.approve')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={busy}
              onClick={onDeny}
              data-testid="deny-correction"
            >
              {t('corrections.deny')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
