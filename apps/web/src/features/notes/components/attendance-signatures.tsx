import { AUTHOR_ATTESTATION, type ClientAttendance } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignDay } from '../api/signatures';
import { SignDialog } from './sign-dialog';
import { SignatureBlock } from './signature-block';

/**
 * The attendance log's signature section (ADR 0015): the providers' signatures of the day's
 * records, their addenda and "Sign day"; the blank paper line (`blankLine`) only while nothing
 * shown is signed. Printing the log prints the signatures.
 */
export function AttendanceSignatures({
  records,
  date,
  blankLine,
}: {
  records: ClientAttendance[];
  date: string;
  blankLine: ReactNode;
}) {
  const { t } = useTranslation();
  const signDay = useSignDay();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // One line per signer (their first signature of the day), then every addendum.
  const signatures = records
    .flatMap((record) => record.signatures.filter((s) => s.kind === 'author'))
    .filter((signature, index, all) => all.findIndex((other) => other.signer_id === signature.signer_id) === index);
  const addenda = records.flatMap((record) => record.addenda);
  const unsigned = records.filter((record) => !record.signed).length;
  return (
    <Box data-testid="attendance-signatures">
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {signatures.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <SignatureBlock signatures={signatures} addenda={addenda} testId="log-signatures" />
          {unsigned > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('signatures.logUnsigned', { count: unsigned })}
            </Typography>
          )}
        </Box>
      ) : (
        blankLine
      )}
      {unsigned > 0 && (
        <Box sx={{ mt: 2, displayPrint: 'none' }}>
          <Button variant="contained" onClick={() => setOpen(true)}>
            {t('signatures.signDay')}
          </Button>
        </Box>
      )}
      <SignDialog
        open={open}
        id="sign-day"
        title={t('signatures.signDayTitle')}
        attestation={AUTHOR_ATTESTATION}
        submitLabel={t('signatures.signDay')}
        onCancel={() => setOpen(false)}
        onSubmit={async ({ credentials }) => {
          const result = await signDay.mutateAsync({ date, credentials });
          setOpen(false);
          setNotice(t('signatures.dayNotice', { signed: result.signatures.length, skipped: result.skipped.length }));
        }}
      />
    </Box>
  );
}
