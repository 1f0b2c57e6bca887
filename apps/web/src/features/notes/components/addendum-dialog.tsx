import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddAddendum } from '../api/signatures';
import { SignDialog } from './sign-dialog';

interface AddendumDialogProps {
  open: boolean;
  /** The dialog's element id prefix. */
  id: string;
  record: 'progress' | 'attendance';
  /** The signed record the addendum is added to, read when it is sent. */
  recordId: () => number;
  onCancel: () => void;
  /** After the server kept the addendum, with the notice to show. */
  onAdded: (notice: string) => void;
  /** Chooses the record, above the addendum's text. */
  children?: ReactNode;
}

/** An addendum to a signed record (docs/signatures.md): its text and reason, signed with the author's credentials. */
export function AddendumDialog({ open, id, record, recordId, onCancel, onAdded, children }: AddendumDialogProps) {
  const { t } = useTranslation();
  const addendum = useAddAddendum();
  return (
    <SignDialog
      open={open}
      id={id}
      title={t('signatures.addendumTitle')}
      attestation="addendum"
      withText
      submitLabel={t('signedRecord.addAddendum')}
      onCancel={onCancel}
      onSubmit={async ({ credentials, text, reason }) => {
        await addendum.mutateAsync({ record, id: recordId(), text, reason, credentials });
        onAdded(t('signatures.addendumNotice'));
      }}
    >
      {children}
    </SignDialog>
  );
}
