import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { useToast } from '../../../components/toast-context';
import { formatInstant, useLocale } from '../../../lib/i18n/intl';
import { useKioskDevices, useLockedKioskPins, useRevokeKioskDevice, useUnlockKioskPin } from '../api/kiosk';
import '../i18n';

/**
 * Kiosk devices for managers and admins (ADR 0024): each device, its location, when it was last
 * used and whether it is revoked, with Revoke; for admins also the locked kiosk PINs with Unlock.
 */
export function KioskDevicesSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const locale = useLocale();
  const zone = useOrganisationTimeZone();
  const profile = useProfile();
  const isAdmin = profile.data?.role === 'admin';
  const devices = useKioskDevices();
  const locked = useLockedKioskPins(isAdmin);
  const revoke = useRevokeKioskDevice();
  const unlock = useUnlockKioskPin();
  const when = (at: string) => formatInstant(at, zone, locale);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="kiosk-devices-heading"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id="kiosk-devices-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('kiosk.devicesHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('kiosk.devicesHelp')}
      </Typography>
      {devices.data && devices.data.length === 0 && <Typography>{t('kiosk.noDevices')}</Typography>}
      {devices.data && devices.data.length > 0 && (
        // A region that scrolls sideways on a phone is reachable by keyboard even when no row has a
        // button left (every device revoked).
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={t('kiosk.devicesTableLabel')}
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          <Table size="small" aria-labelledby="kiosk-devices-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('kiosk.deviceColumn')}</TableCell>
                <TableCell>{t('kiosk.locationColumn')}</TableCell>
                <TableCell>{t('kiosk.lastUsedColumn')}</TableCell>
                <TableCell>{t('kiosk.statusColumn')}</TableCell>
                <TableCell>{t('kiosk.actionsColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {devices.data.map((device) => (
                <TableRow key={device.id}>
                  <TableCell>{device.name}</TableCell>
                  <TableCell>{device.location_name}</TableCell>
                  <TableCell>{device.last_used_at ? when(device.last_used_at) : t('kiosk.never')}</TableCell>
                  <TableCell>
                    {device.revoked_at ? t('kiosk.revoked', { date: when(device.revoked_at) }) : t('kiosk.active')}
                  </TableCell>
                  <TableCell>
                    {!device.revoked_at && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('kiosk.revoke', { name: device.name })}
                        disabled={revoke.isPending}
                        onClick={() =>
                          revoke.mutate(device.id, { onSuccess: () => toast.success(t('kiosk.revokedToast')) })
                        }
                      >
                        {t('kiosk.revokeShort')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {isAdmin && (
        <Stack spacing={1} sx={{ mt: 3 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
            {t('kiosk.lockedHeading')}
          </Typography>
          {locked.data && locked.data.length === 0 && <Typography>{t('kiosk.noLocked')}</Typography>}
          {locked.data?.map((row) => (
            <Stack
              key={row.user_id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography sx={{ flex: 1 }}>
                {row.name} · {t('kiosk.lockedAt', { date: when(row.locked_at) })}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                aria-label={t('kiosk.unlock', { name: row.name })}
                disabled={unlock.isPending}
                onClick={() => unlock.mutate(row.user_id, { onSuccess: () => toast.success(t('kiosk.unlockedToast')) })}
              >
                {t('kiosk.unlockShort')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
