import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsigned } from '../api/signatures';
import { unsignedRecordPath } from '../components/unsigned-banner';
import '../i18n';

/**
 * /unsigned: notes and attendance records left unsigned longer than the organisation allows. A
 * provider sees their own; a manager their team's; an admin everyone's (the switch narrows to one's own).
 */
export default function UnsignedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signatures.listTitle'));
  const [mine, setMine] = useState(false);
  const unsigned = useUnsigned(mine ? 'mine' : 'all');
  const records = unsigned.data?.records ?? [];
  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('signatures.listTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('signatures.listIntro', { days: unsigned.data?.after_days ?? 2 })}
      </Typography>
      <FormControlLabel
        control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />}
        label={t('signatures.onlyMine')}
        sx={{ mb: 2 }}
      />
      {unsigned.isPending && <PageLoading />}
      {unsigned.isError && <ErrorBanner message={t('signatures.listFailed')} />}
      {unsigned.data && records.length === 0 && <Typography>{t('signatures.listEmpty')}</Typography>}
      {records.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('signatures.listTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('signatures.colDate')}</TableCell>
                <TableCell>{t('signatures.colRecord')}</TableCell>
                <TableCell>{t('signatures.colClient')}</TableCell>
                <TableCell>{t('signatures.colProvider')}</TableCell>
                <TableCell align="right">{t('signatures.colDays')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((record) => (
                <TableRow key={`${record.record_type}-${record.id}`} data-testid="unsigned-row">
                  <TableCell>{formatCalendarDate(record.date)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={unsignedRecordPath(record)}>
                      {t(record.record_type === 'progress_note' ? 'signatures.kindNote' : 'signatures.kindLog')}
                    </Link>
                  </TableCell>
                  <TableCell>{`${record.client_name} (${record.client_code})`}</TableCell>
                  <TableCell>{record.author_name}</TableCell>
                  <TableCell align="right">{record.days_old}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
