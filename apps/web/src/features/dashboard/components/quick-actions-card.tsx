import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import PauseCircle from '@mui/icons-material/PauseCircle';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memo, useEffect, useRef } from 'react';
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
  /**
   * While checked in and not checked out: the timer, paused or running. Pause Timer (Resume Timer
   * while paused) is then offered under Check Out; null hides it.
   */
  timer?: { paused: boolean } | null;
  onPause?: () => void;
  onResume?: () => void;
  /**
   * Raised (a new number) when the pause or resume dialog closes: the timer's button then takes the
   * focus as soon as it can. The card is drawn after the page's urgent updates (dashboard-page's
   * Deferred), so when the dialog closes after an action the button is still disabled and the
   * dialog's own return of the focus misses it, leaving the focus on the page's body.
   */
  focusRequest?: number;
}

/**
 * Quick Actions: Check In, Check Out, Refresh Time History (docs/product-rules.md §2 Dashboard, §4
 * button rules), and while a shift runs Pause Timer or Resume Timer right under Check Out: on a
 * phone the cards below (the pay period, the workweek, Currently Working) put it far below the
 * first screen after a check-in (walkthrough 43: at about 1,325 px of an 844 px screen).
 */
export const QuickActionsCard = memo(function QuickActionsCard(props: QuickActionsCardProps) {
  const { t } = useTranslation();
  const { busy, timer = null, focusRequest = 0 } = props;
  const label = (action: WorkdayAction, text: string) =>
    phaseText(t, busy?.action === action ? busy.phase : null, text);
  const timerButton = useRef<HTMLButtonElement>(null);
  // a request made before the button was shown (another shift, a button since removed) is not for it
  const focused = useRef(focusRequest);
  const timerDisabled = busy !== null;
  useEffect(() => {
    if (focusRequest === focused.current || timerDisabled) return;
    focused.current = focusRequest;
    timerButton.current?.focus();
  }, [focusRequest, timerDisabled]);
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
        {timer &&
          (timer.paused ? (
            <Button
              ref={timerButton}
              variant="contained"
              color="success"
              size="large"
              startIcon={<PlayCircle />}
              onClick={props.onResume}
              disabled={timerDisabled}
              data-testid="resume-button"
            >
              {t('workday.resumeTimer')}
            </Button>
          ) : (
            <Button
              ref={timerButton}
              variant="contained"
              color="warning"
              size="large"
              startIcon={<PauseCircle />}
              onClick={props.onPause}
              disabled={timerDisabled}
              data-testid="pause-button"
            >
              {t('workday.pauseTimer')}
            </Button>
          ))}
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
