import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage, translateMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/i18n/intl';
import { timeContext } from '../../../lib/i18n/time-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePreloadOnFirstInput } from '../../../lib/use-preload-on-first-input';
import {
  type KioskIdentity,
  type KioskRosterEntry,
  kioskCalls,
  kioskErrorCode,
  type LeadSession,
  revokeKiosk,
  signOutLead,
} from '../api/kiosk';
import { ActionsStep } from '../components/actions-step';
import { KioskSetup } from '../components/kiosk-setup';
import { KioskHeading, KioskStep } from '../components/kiosk-step';
import { LanguageButton } from '../components/language-button';
import { LeadSignIn } from '../components/lead-sign-in';
import { MembersStep } from '../components/members-step';
import { PauseStep } from '../components/pause-step';
import { PinStep } from '../components/pin-step';
import { ResultStep } from '../components/result-step';
import { RosterStep } from '../components/roster-step';
import { msUntilNames } from '../lib/back-to-names';
import { chooseDeviceLanguage, showDeviceLanguage } from '../lib/device-language';
import { clearDeviceToken, readDeviceToken, saveDeviceToken } from '../lib/device-token';
import { loadKioskForms } from '../lib/kiosk-forms';
import { resultTime } from '../lib/result-time';
import '../i18n';

type Person = KioskRosterEntry;
/** Who is at the kiosk once their PIN is taken: the PIN goes again with each action. */
type Identified = { person: Person; pin: string; identity: KioskIdentity };
type Step =
  | { step: 'roster' }
  | { step: 'pin'; person: Person }
  | ({ step: 'actions' | 'reason' | 'members' } & Identified)
  | { step: 'result'; text: string; detail: string | null }
  | { step: 'exit' };

const DEVICE_GONE = new Set(['kiosk_device_unknown', 'kiosk_device_revoked']);

/**
 * The shared kiosk (/kiosk, issue 15, ADR 0024): full screen, no navigation. A device without a
 * token shows the set-up; with one: tap your name, enter your kiosk PIN, then check in, pause,
 * resume, check out or check members in and out; the result is shown and the kiosk returns to
 * the names (also after 20 s without a touch). Leaving kiosk mode takes an administrator's or
 * manager's sign-in and revokes the device.
 */
export default function KioskPage() {
  const { t } = useTranslation();
  // the forms' rules come at the first touch or key, not with the page (lib/kiosk-forms.ts)
  usePreloadOnFirstInput(loadKioskForms);
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

/**
 * The kiosk once registered: the device's line and the language and leave buttons on top, then
 * one step at a time (components/*-step.tsx); the calls, their refusals and the way back to the
 * names are kept here.
 */
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
  const [touchedAt, setTouchedAt] = useState(() => Date.now());

  const restart = useCallback(() => {
    // the next person starts in the device's own language
    void showDeviceLanguage(i18n.language);
    setState({ step: 'roster' });
    setError(null);
    void roster.refetch();
  }, [roster, i18n]);

  // A revoked or unknown token sends the device back to the set-up.
  useEffect(() => {
    for (const failed of [device.error, roster.error]) if (failed && DEVICE_GONE.has(kioskErrorCode(failed))) onGone();
  }, [device.error, roster.error, onGone]);

  // Back to the names after each result and after 20 s without a touch, counted from the later of
  // the last touch and the step's appearing (lib/back-to-names.ts): a slow answer's result still shows.
  const shownAt = useMemo(() => (state ? Date.now() : 0), [state]);
  useEffect(() => {
    if (state.step === 'roster' || state.step === 'exit') return;
    const wait = msUntilNames(state.step === 'result' ? 'result' : 'other', touchedAt, shownAt, Date.now());
    const timer = window.setTimeout(restart, wait);
    return () => window.clearTimeout(timer);
  }, [state, shownAt, touchedAt, restart]);
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
  const clock = (at: string) => resultTime(at, zone, locale);

  /** The words for a refusal: the kiosk's own codes, else the server's message in this language. */
  const errorText = (caught: unknown): string => {
    const code = kioskErrorCode(caught);
    if (code === 'kiosk_pin_wrong') return t('kiosk.errors.pinWrong');
    if (code === 'kiosk_pin_locked') return t('kiosk.errors.pinLocked');
    if (code === 'kiosk_too_many_attempts') return t('kiosk.errors.tooMany');
    if (code === 'kiosk_pin_busy') return t('kiosk.errors.busy');
    if (code === 'network') return t('kiosk.errors.network');
    if (caught instanceof ApiError && caught.status === 409 && caught.detail) return translateMessage(t, caught.detail);
    return t('kiosk.errors.failed');
  };
  /**
   * Runs a call; a refusal is shown, a lost device sends it to set-up, a locked PIN restarts.
   * Answers the refusal's code, or null when the call went through.
   */
  const run = async (work: () => Promise<void>): Promise<string | null> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return null;
    } catch (caught) {
      const code = kioskErrorCode(caught);
      if (DEVICE_GONE.has(code)) {
        onGone();
        return code;
      }
      setError(errorText(caught));
      if (code === 'kiosk_pin_locked' || code === 'kiosk_too_many_attempts') setState({ step: 'roster' });
      return code;
    } finally {
      setBusy(false);
    }
  };

  /** Takes the person's PIN; answers true when it was wrong, so the step clears it. */
  const identify = async (person: Person, pin: string) => {
    const refused = await run(async () => {
      const identity = await calls.identify({ user_id: person.user_id, pin });
      // their steps in the language they chose; the next person starts in the device's (restart)
      if (identity.language && identity.language !== i18n.language) void loadLanguage(identity.language);
      setState({ step: 'actions', person, pin, identity });
    });
    return refused === 'kiosk_pin_wrong';
  };
  const punch = async (s: Identified, action: 'check_in' | 'check_out' | 'pause' | 'resume', reason?: string) => {
    await run(async () => {
      const done = await calls.punch({ user_id: s.person.user_id, pin: s.pin, action, ...(reason ? { reason } : {}) });
      const time = clock(done.at);
      const values = { time, name: done.display_name, context: timeContext(time) };
      const text = {
        check_in: t('kiosk.resultCheckIn', values),
        check_out: t('kiosk.resultCheckOut', values),
        pause: t('kiosk.resultPause', values),
        resume: t('kiosk.resultResume', values),
      }[action];
      setState({ step: 'result', text, detail: null });
    });
  };
  const memberVisits = async (s: Identified, action: 'check_in' | 'check_out', wanted: KioskIdentity['members']) => {
    if (wanted.length === 0) return;
    await run(async () => {
      const done = await calls.memberVisits({
        user_id: s.person.user_id,
        pin: s.pin,
        action,
        member_ids: wanted.map((m) => m.id),
      });
      const ok = done.results.filter((r) => r.ok);
      const refused = done.results.filter((r) => !r.ok);
      const time = clock(ok[0]?.at ?? new Date().toISOString());
      const values = { count: ok.length, time, name: done.display_name, context: timeContext(time) };
      const names = refused.map((r) => s.identity.members.find((m) => m.id === r.member_id)?.name ?? '').join(', ');
      setState({
        step: 'result',
        text: action === 'check_in' ? t('kiosk.resultMembersIn', values) : t('kiosk.resultMembersOut', values),
        detail: refused.length > 0 ? t('kiosk.resultMembersRefused', { count: refused.length, names }) : null,
      });
    });
  };
  const leave = async (lead: LeadSession) => {
    if (device.data) await revokeKiosk(lead, device.data.id);
    await signOutLead(lead);
    clearDeviceToken();
    navigate('/', { replace: true });
  };

  let body: ReactNode;
  switch (state.step) {
    case 'roster':
      body = (
        <RosterStep
          roster={roster.data}
          error={error}
          onPick={(person) => {
            setError(null);
            setState({ step: 'pin', person });
          }}
        />
      );
      break;
    case 'pin': {
      const { person } = state;
      body = (
        <PinStep
          name={person.display_name}
          error={error}
          busy={busy}
          onIdentify={(pin) => identify(person, pin)}
          onCancel={restart}
        />
      );
      break;
    }
    case 'actions': {
      const s = state;
      body = (
        <ActionsStep
          identity={s.identity}
          error={error}
          busy={busy}
          onPunch={(action) => void punch(s, action)}
          onPause={() => setState({ ...s, step: 'reason' })}
          onMembers={() => setState({ ...s, step: 'members' })}
          onCancel={restart}
        />
      );
      break;
    }
    case 'reason': {
      const s = state;
      body = (
        <PauseStep
          name={s.identity.display_name}
          error={error}
          busy={busy}
          onPause={(reason) => punch(s, 'pause', reason)}
          onBack={() => setState({ ...s, step: 'actions' })}
        />
      );
      break;
    }
    case 'members': {
      const s = state;
      body = (
        <MembersStep
          members={s.identity.members}
          error={error}
          busy={busy}
          onVisits={(action, wanted) => memberVisits(s, action, wanted)}
          onBack={() => setState({ ...s, step: 'actions' })}
        />
      );
      break;
    }
    case 'result':
      body = <ResultStep text={state.text} detail={state.detail} onDone={restart} />;
      break;
    case 'exit':
      body = (
        <KioskStep width={520}>
          <KioskHeading>{t('kiosk.exitHeading')}</KioskHeading>
          <Typography>{t('kiosk.exitHelp')}</Typography>
          <LeadSignIn submitLabel={t('kiosk.exit')} onSignedIn={leave} onCancel={restart} />
        </KioskStep>
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
          <LanguageButton
            // on the names, nobody is at the kiosk: the choice is the device's, kept across reloads;
            // during a person's turn it holds for that turn only
            onChoose={(language) =>
              void (state.step === 'roster' ? chooseDeviceLanguage(language) : loadLanguage(language))
            }
          />
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
