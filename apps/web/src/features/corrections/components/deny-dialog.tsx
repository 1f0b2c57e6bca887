import { denyCorrectionBody } from '@daybook/domain';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { refusalText } from '../lib/refusal';

interface DenyDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the refusal, or null when the request was denied. */
  onConfirm: (note: string) => Promise<unknown>;
}

/** A manager or admin denies a request with a note the employee reads. */
export function DenyDialog(props: DenyDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      {...props}
      schema={denyCorrectionBody}
      field="note"
      name="deny"
      confirmColor="error"
      refusalText={(error) => refusalText(t, error)}
      texts={{
        title: t('corrections.denyTitle'),
        intro: t('corrections.denyIntro'),
        label: t('corrections.note'),
        cancel: t('corrections.cancel'),
        confirm: t('corrections.denyConfirm'),
        busy: t('corrections.denying'),
      }}
    />
  );
}
