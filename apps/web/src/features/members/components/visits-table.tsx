import { formatHoursMinutes, type MemberVisit } from '@daybook/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useMembersText } from '../i18n';
import { visitDisplay } from '../lib/visit-display';
import { MemberBadge } from './member-badge';

interface VisitsTableProps {
  visits: readonly MemberVisit[];
  /** Names the table for assistive technology. */
  label: string;
  /**
   * The id of the heading that names the scrollable box. The box is a named group, not a region:
   * the card around it is already a region with that heading's name, and two landmarks of one name
   * fail axe's landmark-unique (issue 10 item 31).
   */
  labelledBy: string;
  emptyText: string;
  testId: string;
  /** Shows a Total Hours row. */
  total?: boolean;
}

/**
 * Member visits: Date, Member, Check In, Check Out, Hours, Status. On a phone each visit is a
 * small block of its own; wider screens get a table in a focusable box that scrolls sideways.
 */
export function VisitsTable({ visits, label, labelledBy, emptyText, testId, total }: VisitsTableProps) {
  const t = useMembersText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const timeZone = useOrganisationTimeZone();
  const shown = visits.map((visit) => ({ visit, display: visitDisplay(visit, timeZone) }));
  const empty = t('emptyTime');
  const totalMinutes = visits.reduce((sum, visit) => sum + visit.worked_minutes, 0);
  const badge = (visit: MemberVisit) => (
    <MemberBadge
      kind={visit.status === 'Active' ? 'active' : 'completed'}
      label={visit.status === 'Active' ? t('badgeActive') : t('badgeCompleted')}
    />
  );

  if (phone) {
    return (
      <Box component="ul" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map(({ visit, display }) => (
          <Box
            component="li"
            key={visit.id}
            data-testid={`${testId}-row`}
            sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {display.date} · {visit.member_name}
              </Typography>
              {badge(visit)}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('checkInTime')}: {display.checkIn} · {t('checkOutTime')}: {display.checkOut ?? empty}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.25 }}>
              {t('hours')}: <strong>{formatHoursMinutes(visit.worked_minutes)}</strong>
            </Typography>
          </Box>
        ))}
        {visits.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ py: 2 }}>
            {emptyText}
          </Typography>
        )}
        {total && (
          <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.25, fontWeight: 700 }}>
            <span>{t('totalHours')}</span>
            <span data-testid={`${testId}-total`}>{formatHoursMinutes(totalMinutes)}</span>
          </Box>
        )}
      </Box>
    );
  }

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label={label} data-testid={testId} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('date')}</TableCell>
            <TableCell scope="col">{t('memberName')}</TableCell>
            <TableCell scope="col">{t('checkInTime')}</TableCell>
            <TableCell scope="col">{t('checkOutTime')}</TableCell>
            <TableCell scope="col">{t('hours')}</TableCell>
            <TableCell scope="col">{t('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map(({ visit, display }) => (
            <TableRow key={visit.id} data-testid={`${testId}-row`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{display.date}</TableCell>
              <TableCell>{visit.member_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{display.checkIn}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{display.checkOut ?? empty}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatHoursMinutes(visit.worked_minutes)}</TableCell>
              <TableCell>{badge(visit)}</TableCell>
            </TableRow>
          ))}
          {visits.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
        {total && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                {t('totalHours')}
              </TableCell>
              <TableCell
                colSpan={2}
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
                data-testid={`${testId}-total`}
              >
                {formatHoursMinutes(totalMinutes)}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}
