import { hoursFromSeconds, type TimecardSummary } from '@daybook/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
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
  // an approved timecard has nothing left in its way: it says so rather than leaving the cell blank
  if (card.status === 'approved' || card.blockers.length === 0) return <span>{t('approvals.none')}</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {card.blockers.map((blocker) => (
        <li key={blocker}>{blockerText(t, blocker)}</li>
      ))}
    </Box>
  );
}

/**
 * The part of a card's gross pay owed from approved periods (its `adjustment_cents`, the server's
 * figure: back pay from a rate dated into one, or a shared workweek's change), named on the row so
 * a reviewer sees it before opening the card; nothing when there is none.
 */
function adjustmentLine(t: TFunction, card: TimecardSummary): string | null {
  if (card.adjustment_cents === 0) return null;
  const amount = formatCents(card.adjustment_cents);
  return card.adjustment_cents > 0
    ? t('approvals.includesBackPay', { amount })
    : t('approvals.includesAdjustment', { amount });
}

function GrossPay({ card }: { card: TimecardSummary }) {
  const { t } = useTranslation();
  const adjustment = adjustmentLine(t, card);
  return (
    <>
      <Box>{formatCents(card.gross_pay_cents)}</Box>
      {adjustment && (
        <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem' }} data-testid="approval-adjustment">
          {adjustment}
        </Box>
      )}
    </>
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

/** The period's timecards (components/data-table): a card per person below the `md` breakpoint, a table on wider screens. */
export function ApprovalsList({ cards, label, busy, onApprove }: ApprovalsListProps) {
  const { t } = useTranslation();
  const adjustmentText = (card: TimecardSummary) => adjustmentLine(t, card);
  const hours = (seconds: number) => t('timecards.hoursValue', { hours: hoursFromSeconds(seconds) });
  const columns: DataColumn<TimecardSummary>[] = [
    {
      id: 'employee',
      header: t('approvals.employee'),
      text: (card) => `${card.user.name} ${card.user.email}`,
      cell: (card) => (
        <>
          <Box sx={{ fontWeight: 600 }}>{card.user.name}</Box>
          <Box sx={{ color: 'text.secondary' }}>{card.user.email}</Box>
        </>
      ),
      sortValue: (card) => card.user.name,
      phone: false,
    },
    {
      id: 'status',
      header: t('approvals.status'),
      cell: (card) => <TimecardStatusChip status={card.status} />,
      sortValue: (card) => card.status,
      phone: false,
    },
    {
      id: 'worked',
      header: t('approvals.worked'),
      text: (card) => hours(card.worked_seconds),
      sortValue: (card) => card.worked_seconds,
      nowrap: true,
    },
    {
      id: 'overtime',
      header: t('approvals.overtime'),
      text: (card) => hours(card.overtime_seconds),
      sortValue: (card) => card.overtime_seconds,
      nowrap: true,
    },
    {
      id: 'grossPay',
      header: t('approvals.grossPay'),
      text: (card) => [formatCents(card.gross_pay_cents), adjustmentText(card)].filter(Boolean).join(' '),
      cell: (card) => <GrossPay card={card} />,
      sortValue: (card) => card.gross_pay_cents,
      nowrap: true,
      testId: 'approval-gross',
    },
    { id: 'blockers', header: t('approvals.blockers'), cell: (card) => <Blockers card={card} /> },
    {
      id: 'actions',
      header: t('approvals.actions'),
      cell: (card) => <Actions card={card} busy={busy} onApprove={() => onApprove(card)} />,
    },
  ];
  return (
    <DataTable
      rows={cards}
      columns={columns}
      rowKey={(card) => card.user.id}
      label={label}
      emptyText={t('approvals.noTimecards')}
      testId="approvals-table"
      rowTestId="approval-row"
      phoneBelow="md"
      pageSize={25}
      pageSizes={[25, 50, 100]}
      phoneTitle={(card) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{card.user.name}</Typography>
            <TimecardStatusChip status={card.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {card.user.email}
          </Typography>
        </>
      )}
    />
  );
}
