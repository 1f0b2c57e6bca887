import type { KioskAction } from '@daybook/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { KioskIdentity } from '../api/kiosk';
import { KIOSK_BIG, KioskError, KioskHeading, KioskStep } from './kiosk-step';

/**
 * What the identified person may do now, from their day's state: check in (again after a
 * check-out, docs/decisions/0027-split-shifts.md), pause, resume, check out, their members.
 */
export function ActionsStep({
  identity,
  error,
  busy,
  onPunch,
  onPause,
  onMembers,
  onCancel,
}: {
  identity: KioskIdentity;
  error: string | null;
  busy: boolean;
  onPunch: (action: Exclude<KioskAction, 'pause'>) => void;
  onPause: () => void;
  onMembers: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const st = identity.state;
  const status = {
    not_started: t('kiosk.stateNotStarted'),
    working: t('kiosk.stateWorking'),
    paused: t('kiosk.statePaused'),
    done: t('kiosk.stateDone'),
  }[st];
  return (
    <KioskStep width={560}>
      <KioskHeading>{t('kiosk.hello', { name: identity.display_name })}</KioskHeading>
      <Typography role="status">{status}</Typography>
      <KioskError error={error} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('kiosk.whatNext')}
      </Typography>
      <Stack spacing={1.5}>
        {(st === 'not_started' || st === 'done') && (
          <Button variant="contained" sx={KIOSK_BIG} disabled={busy} onClick={() => onPunch('check_in')}>
            {t('kiosk.checkIn')}
          </Button>
        )}
        {st === 'working' && (
          <Button variant="outlined" sx={KIOSK_BIG} disabled={busy} onClick={onPause}>
            {t('kiosk.pause')}
          </Button>
        )}
        {st === 'paused' && (
          <Button variant="contained" sx={KIOSK_BIG} disabled={busy} onClick={() => onPunch('resume')}>
            {t('kiosk.resume')}
          </Button>
        )}
        {(st === 'working' || st === 'paused') && (
          <Button
            variant="contained"
            color="secondary"
            sx={KIOSK_BIG}
            disabled={busy}
            onClick={() => onPunch('check_out')}
          >
            {t('kiosk.checkOut')}
          </Button>
        )}
        {identity.members.length > 0 && (
          <Button variant="outlined" sx={KIOSK_BIG} disabled={busy} onClick={onMembers}>
            {t('kiosk.members', { count: identity.members.length })}
          </Button>
        )}
        <Button variant="text" sx={KIOSK_BIG} onClick={onCancel}>
          {t('kiosk.cancel')}
        </Button>
      </Stack>
    </KioskStep>
  );
}
