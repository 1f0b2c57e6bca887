import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { useToast } from '../../../components/toast-context';
import { formatDateAndClock, useLocale } from '../../../lib/i18n/intl';
import {
  type KioskDevice,
  useKioskDevices,
  useLockedKioskPins,
  useRevokeKioskDevice,
  useUnlockKioskPin,
} from '../api/kiosk';
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
  const when = (at: string) => formatDateAndClock(at, zone, locale);
  const columns: DataColumn<KioskDevice>[] = [
    {
      id: 'device',
      header: t('kiosk.deviceColumn'),
      text: (device) => device.name,
      sortValue: (device) => device.name,
    },
    {
      id: 'location',
      header: t('kiosk.locationColumn'),
      text: (device) => device.location_name,
      sortValue: (device) => device.location_name,
    },
    {
      id: 'lastUsed',
      header: t('kiosk.lastUsedColumn'),
      text: (device) => (device.last_used_at ? when(device.last_used_at) : t('kiosk.never')),
      sortValue: (device) => device.last_used_at,
    },
    {
      id: 'status',
      header: t('kiosk.statusColumn'),
      text: (device) => (device.revoked_at ? t('kiosk.revoked', { date: when(device.revoked_at) }) : t('kiosk.active')),
    },
    {
      id: 'actions',
      header: t('kiosk.actionsColumn'),
      cell: (device) =>
        !device.revoked_at && (
          <Button
            size="small"
            color="error"
            aria-label={t('kiosk.revoke', { name: device.name })}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(device.id, { onSuccess: () => toast.success(t('kiosk.revokedToast')) })}
          >
            {t('kiosk.revokeShort')}
          </Button>
        ),
    },
  ];

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
      {/* The box that scrolls sideways is a region reachable by keyboard even when no row has a
          button left (every device revoked). */}
      <DataTable
        rows={devices.data ?? []}
        columns={columns}
        rowKey={(device) => device.id}
        label={t('kiosk.devicesHeading')}
        emptyText={t('kiosk.noDevices')}
        loading={devices.isPending}
        scrollRole="region"
        scrollLabel={t('kiosk.devicesTableLabel')}
      />
      {isAdmin && (
        <Stack spacing={1} sx={{ mt: 3 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
            {t('kiosk.lockedHeading')}
          </Typography>
          <DataTable
            rows={locked.data ?? []}
            columns={[
              {
                id: 'person',
                header: t('kiosk.personColumn'),
                text: (row) => row.name,
                sortValue: (row) => row.name,
              },
              {
                id: 'status',
                header: t('kiosk.statusColumn'),
                text: (row) => t('kiosk.lockedAt', { date: when(row.locked_at) }),
                sortValue: (row) => row.locked_at,
              },
              {
                id: 'actions',
                header: t('kiosk.actionsColumn'),
                cell: (row) => (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('kiosk.unlock', { name: row.name })}
                    disabled={unlock.isPending}
                    onClick={() =>
                      unlock.mutate(row.user_id, { onSuccess: () => toast.success(t('kiosk.unlockedToast')) })
                    }
                  >
                    {t('kiosk.unlockShort')}
                  </Button>
                ),
              },
            ]}
            rowKey={(row) => row.user_id}
            label={t('kiosk.lockedHeading')}
            emptyText={t('kiosk.noLocked')}
            loading={locked.isPending}
          />
        </Stack>
      )}
    </Paper>
  );
}
