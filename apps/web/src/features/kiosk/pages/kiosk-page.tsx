import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage, translateMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/i18n/intl';
import { initialLanguage } from '../../../lib/i18n/language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  type KioskIdentity,
  type KioskRosterEntry,
  kioskCalls,
  kioskErrorCode,
  type LeadSession,
  revokeKiosk,
  signOutLead,
} from '../api/kiosk';
import { KioskSetup } from '../components/kiosk-setup';
import { LeadSignIn } from '../components/lead-sign-in';
import { PinPad } from '../components/pin-pad';
import { clearDeviceToken, readDeviceToken, saveDeviceToken } from '../lib/device-token';
import '../i18n';

/** Seconds without a touch after which the kiosk goes back to the names (issue 15). */
const IDLE_MS = 20_000;
/** How long a result stays on screen before the kiosk returns to the start. */
const RESULT_MS = 6_000;

type Person = KioskRosterEntry;
type Step =
  | { step: 'roster' }
  | { step: 'pin'; person: Person }
  | { step: 'actions'; person: Person; pin: string; identity: KioskIdentity }
  | { step: 'reason'; person: Person; pin: string; identity: KioskIdentity }
  | { step: 'members'; person: Person; pin: string; identity: KioskIdentity }
  | { step: 'result'; text: string; detail: string | null }
  | { step: 'exit' };

const DEVICE_GONE = new Set(['kiosk_device_unknown', 'kiosk_device_revoked']);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The shared kiosk (/kiosk, issue 15, ADR 0024): full screen, no navigation. A device without a
 * token shows the set-up; with one: tap your name, enter your kiosk PIN, then check in, pause,
 * resume, check out or check members in and out; the result is shown and the kiosk returns to
 * the names (also after 20 s without a touch). Leaving kiosk mode takes an administrator's or
 * manager's sign-in and revokes the device.
 */
export default function KioskPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kiosk.title'));
  const [token, setToken] = useState(readDeviceToken);
  const [notice, setNotice] = useState<string | null>(null);

  const gone = useCallback(() => {
    clearDeviceToken();
    setToken(null);
    setNotice(t('kiosk.errors.deviceGone'));
  }, [t]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        px: { xs: 2, sm: 4 },
        py: { xs: 2, sm: 4 },
        overflowX: 'hidden',
      }}
    >
      {token ? (
        <KioskScreen token={token} onGone={gone} />
      ) : (
        <KioskSetup
          notice={notice}
          onRegistered={(created) => {
            saveDeviceToken(created);
            setNotice(null);
            setToken(created);
          }}
        />
      )}
    </Box>
  );
}

function KioskScreen({ token, onGone }: { token: string; onGone: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const calls = useMemo(() => kioskCalls(token), [token]);
  const device = useQuery({ queryKey: ['kiosk-device', token], queryFn: calls.device, retry: false });
  const roster = useQuery({
    queryKey: ['kiosk-roster', token],
    queryFn: calls.roster,
    retry: false,
    refetchInterval: 60_000,
  });
  const [state, setState] = useState<Step>({ step: 'roster' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const [pin, setPin] = useState('');
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [touchedAt, setTouchedAt] = useState(() => Date.now());

  const restart = useCallback(() => {
    // the next person starts in the device's own language
    if (i18n.language !== initialLanguage()) void loadLanguage(initialLanguage());
    setState({ step: 'roster' });
    setError(null);
    setSearch('');
    setPin('');
    setReason('');
    setChosen([]);
    void roster.refetch();
  }, [roster, i18n]);

  // A revoked or unknown token sends the device back to the set-up.
  useEffect(() => {
    for (const failed of [device.error, roster.error]) if (failed && DEVICE_GONE.has(kioskErrorCode(failed))) onGone();
  }, [device.error, roster.error, onGone]);

  // Back to the names after each result and after 20 s without a touch.
  useEffect(() => {
    if (state.step === 'roster' || state.step === 'exit') return;
    const wait = state.step === 'result' ? RESULT_MS : IDLE_MS;
    const timer = window.setTimeout(restart, Math.max(0, touchedAt + wait - Date.now()));
    return () => window.clearTimeout(timer);
  }, [state, touchedAt, restart]);
  useEffect(() => {
    const touched = () => setTouchedAt(Date.now());
    window.addEventListener('pointerdown', touched);
    window.addEventListener('keydown', touched);
    return () => {
      window.removeEventListener('pointerdown', touched);
      window.removeEventListener('keydown', touched);
    };
  }, []);

  const zone = device.data?.time_zone ?? 'America/Phoenix';
  const clock = (at: string) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(at));

  /** The words for a refusal: the kiosk's own codes, else the server's message in this language. */
  const errorText = (caught: unknown): string => {
    const code = kioskErrorCode(caught);
    if (code === 'kiosk_pin_wrong') return t('kiosk.errors.pinWrong');
    if (code === 'kiosk_pin_locked') return t('kiosk.errors.pinLocked');
    if (code === 'kiosk_too_many_attempts') return t('kiosk.errors.tooMany');
    if (code === 'network') return t('kiosk.errors.network');
    if (caught instanceof ApiError && caught.status === 409 && caught.detail) return translateMessage(t, caught.detail);
    return t('kiosk.errors.failed');
  };
  /** Runs a call; a refusal is shown, a lost device sends it to set-up, a locked PIN restarts. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      const code = kioskErrorCode(caught);
      if (DEVICE_GONE.has(code)) {
        onGone();
        return;
      }
      setError(errorText(caught));
      if (code === 'kiosk_pin_locked' || code === 'kiosk_too_many_attempts') {
        setPin('');
        setState({ step: 'roster' });
      } else if (code === 'kiosk_pin_wrong') {
        setPin('');
      }
    } finally {
      setBusy(false);
    }
  };

  const identify = (person: Person) => (event: FormEvent) => {
    event.preventDefault();
    if (pin.length < 4) return;
    void run(async () => {
      const identity = await calls.identify({ user_id: person.user_id, pin });
      setState({ step: 'actions', person, pin, identity });
    });
  };
  const punch = (
    s: { person: Person; pin: string },
    action: 'check_in' | 'check_out' | 'pause' | 'resume',
    pauseReason?: string,
  ) =>
    void run(async () => {
      const done = await calls.punch({
        user_id: s.person.user_id,
        pin: s.pin,
        action,
        ...(pauseReason ? { reason: pauseReason } : {}),
      });
      const values = { time: clock(done.at), name: done.display_name };
      const text = {
        check_in: t('kiosk.resultCheckIn', values),
        check_out: t('kiosk.resultCheckOut', values),
        pause: t('kiosk.resultPause', values),
        resume: t('kiosk.resultResume', values),
      }[action];
      setPin('');
      setState({ step: 'result', text, detail: null });
    });
  const memberVisits = (
    s: { person: Person; pin: string; identity: KioskIdentity },
    action: 'check_in' | 'check_out',
  ) =>
    void run(async () => {
      const wanted = s.identity.members.filter(
        (m) => chosen.includes(m.id) && m.checked_in === (action === 'check_out'),
      );
      if (wanted.length === 0) return;
      const done = await calls.memberVisits({
        user_id: s.person.user_id,
        pin: s.pin,
        action,
        member_ids: wanted.map((m) => m.id),
      });
      const ok = done.results.filter((r) => r.ok);
      const refused = done.results.filter((r) => !r.ok);
      const values = { count: ok.length, time: clock(ok[0]?.at ?? new Date().toISOString()), name: done.display_name };
      const names = refused.map((r) => s.identity.members.find((m) => m.id === r.member_id)?.name ?? '').join(', ');
      setPin('');
      setState({
        step: 'result',
        text: action === 'check_in' ? t('kiosk.resultMembersIn', values) : t('kiosk.resultMembersOut', values),
        detail: refused.length > 0 ? t('kiosk.resultMembersRefused', { count: refused.length, names }) : null,
      });
    });
  const leave = async (lead: LeadSession) => {
    if (device.data) await revokeKiosk(lead, device.data.id);
    await signOutLead(lead);
    clearDeviceToken();
    navigate('/', { replace: true });
  };

  const people = (roster.data ?? []).filter((p) => fold(p.display_name).includes(fold(search.trim())));
  const big = { minHeight: 72, fontSize: '1.25rem' } as const;
  const errorBox = error && (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  );

  let body: ReactNode;
  switch (state.step) {
    case 'roster':
      body = (
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('kiosk.pickName')}
          </Typography>
          {errorBox}
          <TextInput
            id="kiosk-search"
            label={t('kiosk.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            fullWidth
          />
          {roster.data && roster.data.length === 0 && <Alert severity="info">{t('kiosk.emptyRoster')}</Alert>}
          {roster.data && roster.data.length > 0 && people.length === 0 && (
            <Alert severity="info">{t('kiosk.noMatch')}</Alert>
          )}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {people.map((person) => (
              <li key={person.user_id}>
                <Button
                  variant="outlined"
                  fullWidth
                  sx={big}
                  onClick={() => {
                    setError(null);
                    setPin('');
                    setState({ step: 'pin', person });
                  }}
                >
                  {person.display_name}
                </Button>
              </li>
            ))}
          </Box>
        </Stack>
      );
      break;
    case 'pin':
      body = (
        <Stack
          component="form"
          spacing={2}
          onSubmit={identify(state.person)}
          sx={{ maxWidth: 420, mx: 'auto' }}
          noValidate
        >
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('kiosk.hello', { name: state.person.display_name })}
          </Typography>
          <Typography>{t('kiosk.enterPin')}</Typography>
          {errorBox}
          <PinPad value={pin} onChange={setPin} autoFocus />
          <Stack direction="row" spacing={1}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              sx={{ ...big, flex: 1 }}
              disabled={busy || pin.length < 4}
            >
              {busy ? t('kiosk.checking') : t('kiosk.next')}
            </Button>
            <Button variant="outlined" size="large" sx={{ ...big, flex: 1 }} onClick={restart}>
              {t('kiosk.cancel')}
            </Button>
          </Stack>
        </Stack>
      );
      break;
    case 'actions': {
      const s = state;
      const st = s.identity.state;
      const status = {
        not_started: t('kiosk.stateNotStarted'),
        working: t('kiosk.stateWorking'),
        paused: t('kiosk.statePaused'),
        done: t('kiosk.stateDone'),
      }[st];
      body = (
        <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('kiosk.hello', { name: s.identity.display_name })}
          </Typography>
          <Typography role="status">{status}</Typography>
          {errorBox}
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('kiosk.whatNext')}
          </Typography>
          <Stack spacing={1.5}>
            {/* after a check-out another shift may begin (docs/decisions/0027-split-shifts.md) */}
            {(st === 'not_started' || st === 'done') && (
              <Button variant="contained" sx={big} disabled={busy} onClick={() => punch(s, 'check_in')}>
                {t('kiosk.checkIn')}
              </Button>
            )}
            {st === 'working' && (
              <Button variant="outlined" sx={big} disabled={busy} onClick={() => setState({ ...s, step: 'reason' })}>
                {t('kiosk.pause')}
              </Button>
            )}
            {st === 'paused' && (
              <Button variant="contained" sx={big} disabled={busy} onClick={() => punch(s, 'resume')}>
                {t('kiosk.resume')}
              </Button>
            )}
            {(st === 'working' || st === 'paused') && (
              <Button
                variant="contained"
                color="secondary"
                sx={big}
                disabled={busy}
                onClick={() => punch(s, 'check_out')}
              >
                {t('kiosk.checkOut')}
              </Button>
            )}
            {s.identity.members.length > 0 && (
              <Button
                variant="outlined"
                sx={big}
                disabled={busy}
                onClick={() => {
                  setChosen([]);
                  setState({ ...s, step: 'members' });
                }}
              >
                {t('kiosk.members', { count: s.identity.members.length })}
              </Button>
            )}
            <Button variant="text" sx={big} onClick={restart}>
              {t('kiosk.cancel')}
            </Button>
          </Stack>
        </Stack>
      );
      break;
    }
    case 'reason': {
      const s = state;
      body = (
        <Stack
          component="form"
          spacing={2}
          sx={{ maxWidth: 560, mx: 'auto' }}
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (!reason.trim()) return setError(t('kiosk.pauseReasonRequired'));
            punch(s, 'pause', reason.trim());
          }}
        >
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('kiosk.hello', { name: s.identity.display_name })}
          </Typography>
          {errorBox}
          <TextInput
            id="kiosk-pause-reason"
            label={t('kiosk.pauseReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            inputProps={{ maxLength: 500 }}
            required
            autoFocus
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" sx={{ ...big, flex: 1 }} disabled={busy}>
              {t('kiosk.confirmPause')}
            </Button>
            <Button variant="outlined" sx={{ ...big, flex: 1 }} onClick={() => setState({ ...s, step: 'actions' })}>
              {t('kiosk.back')}
            </Button>
          </Stack>
        </Stack>
      );
      break;
    }
    case 'members': {
      const s = state;
      const toggle = (id: number) =>
        setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
      const anyIn = s.identity.members.some((m) => chosen.includes(m.id) && !m.checked_in);
      const anyOut = s.identity.members.some((m) => chosen.includes(m.id) && m.checked_in);
      body = (
        <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('kiosk.membersHeading')}
          </Typography>
          <Typography>{t('kiosk.membersHelp')}</Typography>
          {errorBox}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {s.identity.members.map((member) => (
              <li key={member.id}>
                <FormControlLabel
                  sx={{ minHeight: 56, width: '100%', m: 0 }}
                  control={
                    <Checkbox
                      checked={chosen.includes(member.id)}
                      onChange={() => toggle(member.id)}
                      sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
                    />
                  }
                  label={member.checked_in ? `${member.name} (${t('kiosk.memberCheckedIn')})` : member.name}
                />
              </li>
            ))}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              sx={{ ...big, flex: 1 }}
              disabled={busy || !anyIn}
              onClick={() => memberVisits(s, 'check_in')}
            >
              {t('kiosk.checkInSelected')}
            </Button>
            <Button
              variant="contained"
              color="secondary"
              sx={{ ...big, flex: 1 }}
              disabled={busy || !anyOut}
              onClick={() => memberVisits(s, 'check_out')}
            >
              {t('kiosk.checkOutSelected')}
            </Button>
            <Button variant="outlined" sx={{ ...big, flex: 1 }} onClick={() => setState({ ...s, step: 'actions' })}>
              {t('kiosk.back')}
            </Button>
          </Stack>
        </Stack>
      );
      break;
    }
    case 'result':
      body = (
        <Stack spacing={3} sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center', pt: { xs: 4, sm: 8 } }}>
          <Box role="status">
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' } }}>
              {state.text}
            </Typography>
          </Box>
          {state.detail && <Alert severity="warning">{state.detail}</Alert>}
          <Typography color="text.secondary">{t('kiosk.returning')}</Typography>
          <Button variant="contained" sx={big} onClick={restart}>
            {t('kiosk.done')}
          </Button>
        </Stack>
      );
      break;
    case 'exit':
      body = (
        <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('kiosk.exitHeading')}
          </Typography>
          <Typography>{t('kiosk.exitHelp')}</Typography>
          <LeadSignIn submitLabel={t('kiosk.exit')} onSignedIn={leave} onCancel={restart} />
        </Stack>
      );
      break;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {device.data ? t('kiosk.deviceAt', { device: device.data.name, location: device.data.location_name }) : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            size="small"
            lang={i18n.language === 'es' ? 'en' : 'es'}
            sx={{ minHeight: 44 }}
            onClick={() => void loadLanguage(i18n.language === 'es' ? 'en' : 'es')}
          >
            {t('kiosk.otherLanguage')}
          </Button>
          {state.step === 'roster' && (
            <Button variant="text" size="small" sx={{ minHeight: 44 }} onClick={() => setState({ step: 'exit' })}>
              {t('kiosk.adminSignIn')}
            </Button>
          )}
        </Stack>
      </Stack>
      {body}
    </Stack>
  );
}
