import { reopenTimecardBody } from '@daybook/domain';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
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
  const reopening = useOneAtATime();
  const confirm = (reason: string) => reopening.run(() => onConfirm(reason));
  return (
    <ReasonDialog
      {...props}
      busy={busy || reopening.running}
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
