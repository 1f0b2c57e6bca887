import { hoursFromSeconds, type TimecardSummary } from '@daybook/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../lib/money';
import { blockerText } from '../lib/refusal';
import { TimecardStatusChip } from './timecard-status-chip';

interface ApprovalsListProps {
  cards: TimecardSummary[];
  label: string;
  busy: boolean;
  onApprove: (card: TimecardSummary) => void;
}

const linkTo = (card: TimecardSummary) => `/timecard/${card.user.id}/${card.period_start}`;

function Blockers({ card }: { card: TimecardSummary }) {
  const { t } = useTranslation();
  if (card.status === 'approved') return null;
  if (card.blockers.length === 0) return <span>{t('approvals.none')}</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {card.blockers.map((blocker) => (
        <li key={blocker}>{blockerText(t, blocker)}</li>
      ))}
    </Box>
  );
}

function Actions({ card, busy, onApprove }: { card: TimecardSummary; busy: boolean; onApprove: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={linkTo(card)}
        size="small"
        variant="outlined"
        aria-label={t('approvals.openFor', { name: card.user.name })}
      >
        {t('approvals.open')}
      </Button>
      {card.status !== 'approved' && (
        <Button
          size="small"
          variant="contained"
          disabled={busy || card.blockers.length > 0}
          onClick={onApprove}
          aria-label={t('approvals.approveFor', { name: card.user.name })}
          data-testid="approve-row"
        >
          {t('approvals.approve')}
        </Button>
      )}
    </Box>
  );
}

/** The period's timecards: a block per person on a phone, a table on wider screens. */
export function ApprovalsList({ cards, label, busy, onApprove }: ApprovalsListProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const hours = (seconds: number) => t('timecards.hoursValue', { hours: hoursFromSeconds(seconds) });
  if (cards.length === 0) {
    return <Typography color="text.secondary">{t('approvals.noTimecards')}</Typography>;
  }
  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {cards.map((card) => (
          <Box
            component="li"
            key={card.user.id}
            data-testid="approval-row"
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{card.user.name}</Typography>
              <TimecardStatusChip status={card.status} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {card.user.email}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('approvals.worked')} <strong>{hours(card.worked_seconds)}</strong> · {t('approvals.overtime')}{' '}
              <strong>{hours(card.overtime_seconds)}</strong> · {t('approvals.grossPay')}{' '}
              <strong>{formatCents(card.gross_pay_cents)}</strong>
            </Typography>
            {card.status !== 'approved' && (
              <Box sx={{ mt: 0.5, fontSize: '0.875rem' }}>
                <Typography variant="body2" component="span" color="text.secondary">
                  {t('approvals.blockers')}:
                </Typography>{' '}
                <Blockers card={card} />
              </Box>
            )}
            <Box sx={{ mt: 1 }}>
              <Actions card={card} busy={busy} onApprove={() => onApprove(card)} />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box
      role="group"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label={label} data-testid="approvals-table">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('approvals.employee')}</TableCell>
            <TableCell scope="col">{t('approvals.status')}</TableCell>
            <TableCell scope="col">{t('approvals.worked')}</TableCell>
            <TableCell scope="col">{t('approvals.overtime')}</TableCell>
            <TableCell scope="col">{t('approvals.grossPay')}</TableCell>
            <TableCell scope="col">{t('approvals.blockers')}</TableCell>
            <TableCell scope="col">{t('approvals.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.map((card) => (
            <TableRow key={card.user.id} data-testid="approval-row">
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>{card.user.name}</Box>
                <Box sx={{ color: 'text.secondary' }}>{card.user.email}</Box>
              </TableCell>
              <TableCell>
                <TimecardStatusChip status={card.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{hours(card.worked_seconds)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{hours(card.overtime_seconds)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCents(card.gross_pay_cents)}</TableCell>
              <TableCell>
                <Blockers card={card} />
              </TableCell>
              <TableCell>
                <Actions card={card} busy={busy} onApprove={() => onApprove(card)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
