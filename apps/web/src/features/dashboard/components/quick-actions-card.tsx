import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ActionPhase, WorkdayAction } from '../hooks/use-workday-actions';

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
export function QuickActionsCard(props: QuickActionsCardProps) {
  const { t } = useTranslation();
  const { busy } = props;
  const label = (action: WorkdayAction, text: string) =>
    busy?.action === action
      ? busy.phase === 'locating'
        ? t('workday.gettingLocation')
        : t('workday.processing')
      : text;
  return (
    <Card component="section" aria-labelledby="quick-actions-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="quick-actions-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {t('workday.quickActions')}
        </Typography>
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
      </CardContent>
    </Card>
  );
}
