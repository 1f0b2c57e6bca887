import { reopenTimecardBody } from '@daybook/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { refusalText } from '../lib/refusal';

interface ReopenDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the refusal, or null when the timecard was reopened. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * An admin reopens a submitted or approved timecard with a required reason (docs/payroll-rules.md).
 * One reopening at a time: from the first confirm on, the buttons are disabled until the answer,
 * and a second confirm (a double tap) gets the first one's answer without sending again.
 */
export function ReopenDialog({ busy, onConfirm, ...props }: ReopenDialogProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const confirm = (reason: string) => {
    if (!inFlight.current) {
      setSending(true);
      inFlight.current = onConfirm(reason).finally(() => {
        inFlight.current = null;
        setSending(false);
      });
    }
    return inFlight.current;
  };
  return (
    <ReasonDialog
      {...props}
      busy={busy || sending}
      onConfirm={confirm}
      schema={reopenTimecardBody}
      field="reason"
      name="reopen"
      refusalText={(error) => refusalText(t, error)}
      texts={{
        title: t('timecards.reopenTitle'),
        intro: t('timecards.reopenIntro'),
        label: t('timecards.reopenReason'),
        cancel: t('timecards.cancel'),
        confirm: t('timecards.reopenConfirm'),
        busy: t('timecards.reopening'),
      }}
    />
  );
}
