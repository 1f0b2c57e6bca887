import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import type { ActionPhase, WorkdayAction } from '../hooks/use-workday-actions';
import { phaseText } from '../lib/phase-text';

interface QuickActionsCardProps {
  canCheckIn: boolean;
  canCheckOut: boolean;
  busy: { action: WorkdayAction; phase: ActionPhase } | null;
  refreshing: boolean;
  onCheckIn: () => void;
  onCheckOut: () => void;
  onRefresh: () => void;
}

/** Quick Actions: Check In, Check Out, Refresh Time History (docs/product-rules.md §2 Dashboard, §4 button rules). */
export const QuickActionsCard = memo(function QuickActionsCard(props: QuickActionsCardProps) {
  const { t } = useTranslation();
  const { busy } = props;
  const label = (action: WorkdayAction, text: string) =>
    phaseText(t, busy?.action === action ? busy.phase : null, text);
  return (
    <SectionCard
      headingId="quick-actions-heading"
      title={t('workday.quickActions')}
      sx={{ height: '100%' }}
      headingGap={1.5}
    >
      <Stack spacing={1.25}>
        <Button
          variant="contained"
          color="success"
          size="large"
          startIcon={<Login />}
          disabled={!props.canCheckIn || busy !== null}
          onClick={props.onCheckIn}
          data-testid="check-in-button"
        >
          {label('checkIn', t('workday.checkIn'))}
        </Button>
        <Button
          variant="contained"
          color="error"
          size="large"
          startIcon={<Logout />}
          disabled={!props.canCheckOut || busy !== null}
          onClick={props.onCheckOut}
          data-testid="check-out-button"
        >
          {label('checkOut', t('workday.checkOut'))}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          disabled={props.refreshing}
          onClick={props.onRefresh}
          data-testid="refresh-history-button"
        >
          {t('workday.refreshHistory')}
        </Button>
      </Stack>
    </SectionCard>
  );
});
