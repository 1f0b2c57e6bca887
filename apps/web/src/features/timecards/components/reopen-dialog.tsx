import { reopenTimecardBody } from '@daybook/domain';
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

/** An admin reopens a submitted or approved timecard with a required reason (docs/payroll-rules.md). */
export function ReopenDialog(props: ReopenDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      {...props}
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
