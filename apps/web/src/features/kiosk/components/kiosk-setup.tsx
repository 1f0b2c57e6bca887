import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input';
import { muiControlled, muiField } from '../../../lib/form';
import { loadLanguage } from '../../../lib/i18n';
import { type LeadSession, leadLanguage, leadLocations, registerKiosk, signOutLead } from '../api/kiosk';
import { chooseDeviceLanguage, showDeviceLanguage } from '../lib/device-language';
import { type KioskForms, useKioskFormResolver } from '../lib/kiosk-forms';
import { LanguageButton } from './language-button';
import { LeadSignIn } from './lead-sign-in';

type Locations = Awaited<ReturnType<typeof leadLocations>>;

/** The form's rules (lib/kiosk-forms.ts: loaded when first needed). */
const deviceRules = (forms: KioskForms) => zodResolver(forms.kioskDeviceForm);

/**
 * A device without a kiosk token: an administrator or manager signs in (their session is held in
 * memory only and ended afterwards), names the device and chooses its location; the token the
 * server answers once is kept by the device. The screen starts in the device's language, switches
 * with the kiosk's language button (the device's choice), and once someone has signed in follows
 * the language they chose in Settings; the kiosk then starts in the device's language.
 */
export function KioskSetup({ notice, onRegistered }: { notice: string | null; onRegistered: (token: string) => void }) {
  const { t, i18n } = useTranslation();
  const resolver = useKioskFormResolver(deviceRules);
  const [session, setSession] = useState<LeadSession | null>(null);
  const [locations, setLocations] = useState<Locations>([]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { name: '', location_id: '' } });
  const name = String(watch('name') ?? '');
  const locationId = String(watch('location_id') ?? '');

  const signedIn = async (lead: LeadSession) => {
    const [found, language] = await Promise.all([leadLocations(lead), leadLanguage(lead)]);
    // the rest of the set-up in the signed-in manager's language; the kiosk then starts in the device's
    if (language && language !== i18n.language) await loadLanguage(language);
    setLocations(found);
    setValue('location_id', found[0] ? String(found[0].id) : '');
    setSession(lead);
  };
  const registerDevice = handleSubmit(async (device) => {
    if (!session) return;
    try {
      const created = await registerKiosk(session, device);
      await signOutLead(session);
      await showDeviceLanguage(i18n.language);
      onRegistered(created.token);
    } catch {
      setError('root', { type: 'server', message: t('kiosk.errors.failed') });
    }
  });
  const error = errors.root?.message;

  return (
    <Stack spacing={2} sx={{ maxWidth: 520, width: '100%', mx: 'auto' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {/* the device's language, kept as the kiosk's (lib/device-language.ts) */}
        <LanguageButton onChoose={(language) => void chooseDeviceLanguage(language)} />
      </Stack>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('kiosk.setupHeading')}
      </Typography>
      <Typography>{t('kiosk.setupHelp')}</Typography>
      {notice && <Alert severity="warning">{notice}</Alert>}
      {!session ? (
        <LeadSignIn submitLabel={t('kiosk.signIn')} onSignedIn={signedIn} />
      ) : (
        <Stack component="form" spacing={2} onSubmit={(event) => void registerDevice(event)} noValidate>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            {...muiField(register('name'))}
            id="kiosk-device-name"
            label={t('kiosk.deviceName')}
            helperText={t('kiosk.deviceNameHelp')}
            inputProps={{ maxLength: 80 }}
            required
            fullWidth
          />
          {locations.length === 0 ? (
            <Alert severity="warning">{t('kiosk.noLocations')}</Alert>
          ) : (
            <Controller
              name="location_id"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  id="kiosk-device-location"
                  label={t('kiosk.location')}
                  {...muiControlled(field)}
                  fullWidth
                >
                  {locations.map((location) => (
                    <MenuItem key={location.id} value={String(location.id)}>
                      {location.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <div>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting || !name.trim() || !locationId}
            >
              {t('kiosk.register')}
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
