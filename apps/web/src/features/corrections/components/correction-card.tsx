import type { CorrectionRequest } from '@daybook/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateAndClock } from '../../../lib/i18n/intl';
import { proposedShift, proposedTime } from '../../../lib/shift-span/proposed-shift';
import { clockOnDay, shiftLengthText } from '../../../lib/shift-span/shift-span';

const STATUS_COLOR = { pending: 'warning', approved: 'success', denied: 'error' } as const;
const STATUS_KEY = { pending: 'statusPending', approved: 'statusApproved', denied: 'statusDenied' } as const;

/**
 * The shift's times the request is (or was) decided against: the server's `recorded_before` (for an
 * approved request, the times the approval changed); from a server without it, the shift's times
 * now while they are still the ones recorded (pending, denied). Null: not known, no line shown.
 */
function recordedTimes(request: CorrectionRequest): { check_in_at: string | null; check_out_at: string | null } | null {
  if (request.recorded_before !== undefined) return request.recorded_before;
  if (request.status === 'approved') return null;
  return { check_in_at: request.current_check_in_at, check_out_at: request.current_check_out_at };
}

interface CorrectionCardProps {
  request: CorrectionRequest;
  timeZone: string;
  /** Show the employee's name (the inbox). */
  showName?: boolean;
  busy?: boolean;
  onApprove?: () => void;
  onDeny?: () => void;
}

/**
 * One request: date, employee, proposed times and the recorded ones it is decided against (before an
 * approval changed them), reason, state, and who decided it when, with the note.
 */
export function CorrectionCard({ request, timeZone, showName, busy, onApprove, onDeny }: CorrectionCardProps) {
  const { t } = useTranslation();
  // each time marked "(+1 day)" when it falls on a later day than the shift's check-in
  const time = (instant: string | null, fallback: string, since: string | null) =>
    instant ? clockOnDay(t, instant, since, timeZone) : fallback;
  const shift = proposedShift(request, timeZone);
  // its length and, with pauses, the time worked after them: the server's figures
  const length = shiftLengthText(t, shift.checkIn, shift.checkOut, proposedTime(request));
  const pending = request.status === 'pending';
  const recorded = recordedTimes(request);
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
          {/* the page's title is the h1 and the list is right under it: each request is an h2 (axe heading-order) */}
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
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
        {recorded && (
          <Typography variant="body2" color="text.secondary" data-testid="correction-recorded">
            {recorded.check_in_at
              ? request.status === 'approved'
                ? t('corrections.recordedBefore', {
                    checkIn: time(recorded.check_in_at, t('corrections.none_time'), null),
                    checkOut: time(recorded.check_out_at, t('corrections.none_time'), recorded.check_in_at),
                  })
                : t('corrections.current', {
                    checkIn: time(recorded.check_in_at, t('corrections.none_time'), null),
                    checkOut: time(recorded.check_out_at, t('corrections.none_time'), recorded.check_in_at),
                  })
              : request.status === 'approved'
                ? t('corrections.notPunchedBefore')
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
          <Typography variant="caption" color="text.secondary" data-testid="correction-decided">
            {request.decided_at
              ? t('corrections.decidedByOn', {
                  name: request.decided_by.name,
                  when: formatDateAndClock(request.decided_at, timeZone),
                })
              : t('corrections.decidedBy', { name: request.decided_by.name })}
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
