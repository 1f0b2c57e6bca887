import type { ClientAttendance } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/select-field';
import { useLocale } from '../../../lib/i18n/intl';
import { displayTime } from '../../../lib/time-format';
import { useSignDay } from '../api/signatures';
import { AddendumDialog } from './addendum-dialog';
import { SignDialog } from './sign-dialog';
import { SignatureBlock } from './signature-block';

/**
 * The attendance log's signature section (ADR 0015): the providers' signatures of the day's
 * records, their addenda and "Sign day"; the blank paper line (`blankLine`) only while nothing
 * shown is signed. Printing the log prints the signatures. The log asks for an addendum to one
 * signed record with `?addendum=<record id>` (its Details dialog): the dialog opens on that record.
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
  const locale = useLocale();
  // a record's times as this list has always written them in English ("09:00–15:00"); in Spanish
  // the time of day every Spanish screen writes ("09:00 a.m.–03:00 p.m.", docs/decisions/0020-spanish.md)
  const timeSpan = (record: ClientAttendance) =>
    locale.startsWith('es')
      ? `${displayTime(record.time_in, '', locale)}–${displayTime(record.time_out, '', locale)}`
      : `${record.time_in}–${record.time_out ?? ''}`;
  const signDay = useSignDay();
  const [open, setOpen] = useState<'sign' | 'addendum' | null>(null);
  const [recordId, setRecordId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // One line per signer (their first signature of the day), then every addendum.
  const signatures = records
    .flatMap((record) => record.signatures.filter((s) => s.kind === 'author'))
    .filter((signature, index, all) => all.findIndex((other) => other.signer_id === signature.signer_id) === index);
  const addenda = records.flatMap((record) => record.addenda);
  const unsigned = records.filter((record) => !record.signed).length;
  const signedRecords = records.filter((record) => record.signed);
  const [params, setParams] = useSearchParams();
  const asked = params.get('addendum');
  useEffect(() => {
    if (!asked || records.length === 0) return;
    if (signedRecords.some((record) => String(record.id) === asked)) {
      setRecordId(asked);
      setOpen('addendum');
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('addendum');
        return next;
      },
      { replace: true },
    );
  }, [asked, records.length, signedRecords, setParams]);
  return (
    <Box data-testid="attendance-signatures">
      {notice && (
        // the close button named in the reader's language, as the Notes page's notices name it
        <Alert
          severity="success"
          role="status"
          onClose={() => setNotice(null)}
          closeText={t('common.dismiss')}
          sx={{ mb: 2 }}
        >
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
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
        {unsigned > 0 && (
          <Button variant="contained" onClick={() => setOpen('sign')}>
            {t('signatures.signDay')}
          </Button>
        )}
        {signedRecords.length > 0 && (
          <Button variant="outlined" onClick={() => setOpen('addendum')}>
            {t('signedRecord.addAddendum')}
          </Button>
        )}
      </Box>
      <AddendumDialog
        open={open === 'addendum'}
        id="addendum-record"
        record="attendance"
        recordId={() => Number(recordId || signedRecords[0]?.id)}
        onCancel={() => setOpen(null)}
        onAdded={(added) => {
          setOpen(null);
          setNotice(added);
        }}
      >
        <SelectField
          id="addendum-record-choice"
          label={t('signatures.addendumRecord')}
          value={recordId || String(signedRecords[0]?.id ?? '')}
          onChange={(event) => setRecordId(event.target.value)}
          options={signedRecords.map((record) => ({
            value: String(record.id),
            label: `${record.client_name}, ${timeSpan(record)} (${record.service})`,
          }))}
          fullWidth
        />
      </AddendumDialog>
      <SignDialog
        open={open === 'sign'}
        id="sign-day"
        title={t('signatures.signDayTitle')}
        attestation="author"
        submitLabel={t('signatures.signDay')}
        onCancel={() => setOpen(null)}
        onSubmit={async ({ credentials }) => {
          const result = await signDay.mutateAsync({ date, credentials });
          setOpen(null);
          setNotice(t('signatures.dayNotice', { signed: result.signatures.length, skipped: result.skipped.length }));
        }}
      />
    </Box>
  );
}
