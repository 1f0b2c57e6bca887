import { formatHoursMinutes } from '@daybook/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { type DataColumn, DataTable } from '../../../components/data-table';
import type { ProjectedVisit } from '../../../lib/offline/project-member-visits';
import '../../../lib/offline/i18n';
import { useMembersText } from '../i18n';
import { type VisitDisplay, visitDisplay } from '../lib/visit-display';
import { MemberBadge } from './member-badge';

interface VisitsTableProps {
  /** The server's visits with those the actions waiting on the device open or close (lib/offline/project-member-visits.ts). */
  visits: readonly ProjectedVisit[];
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

interface ShownVisit {
  visit: ProjectedVisit;
  display: VisitDisplay;
}

/**
 * Member visits: Date, Member, Check In, Check Out, Hours, Status (components/data-table). On a
 * phone each visit is a card headed by its date, member and status. A visit a member action
 * waiting on the device opened or closed is marked "Waiting to sync" beside its status
 * (docs/offline.md), with its hours as the server will compute them.
 */
export const VisitsTable = memo(function VisitsTable({
  visits,
  label,
  labelledBy,
  emptyText,
  testId,
  total,
}: VisitsTableProps) {
  const t = useMembersText();
  const { t: shellText } = useTranslation();
  const timeZone = useOrganisationTimeZone();
  const shown = visits.map((visit) => ({ visit, display: visitDisplay(visit, timeZone) }));
  const empty = t('emptyTime');
  const totalMinutes = visits.reduce((sum, visit) => sum + visit.worked_minutes, 0);
  // A visit the server judged an exception (or a manager changed) says so where the staff member
  // sees it, not only in the toast at check-out (docs/evv.md "Verification").
  const review = (visit: ProjectedVisit) =>
    visit.verification_status === 'exception' ? (
      <MemberBadge kind="review" label={t('badgeInReview')} testId="visit-in-review" />
    ) : visit.verification_status === 'manual' ? (
      <MemberBadge kind="inactive" label={t('badgeChanged')} testId="visit-changed" />
    ) : null;
  const badge = (visit: ProjectedVisit) => (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      <MemberBadge
        kind={visit.status === 'Active' ? 'active' : 'completed'}
        label={visit.status === 'Active' ? t('badgeActive') : t('badgeCompleted')}
      />
      {visit.waiting && (
        <MemberBadge kind="inactive" label={shellText('offline.waitingToSync')} testId="visit-waiting" />
      )}
      {review(visit)}
    </Box>
  );
  const columns: DataColumn<ShownVisit>[] = [
    {
      id: 'date',
      header: t('date'),
      text: ({ display }) => display.date,
      sortValue: ({ visit }) => visit.check_in_at,
      nowrap: true,
      phone: false,
    },
    {
      id: 'member',
      header: t('memberName'),
      text: ({ visit }) => visit.member_name,
      sortValue: ({ visit }) => visit.member_name,
      phone: false,
    },
    { id: 'checkIn', header: t('checkInTime'), text: ({ display }) => display.checkIn, nowrap: true },
    { id: 'checkOut', header: t('checkOutTime'), text: ({ display }) => display.checkOut ?? empty, nowrap: true },
    {
      id: 'hours',
      header: t('hours'),
      text: ({ visit }) => formatHoursMinutes(visit.worked_minutes),
      sortValue: ({ visit }) => visit.worked_minutes,
      nowrap: true,
      phone: ({ visit }) => <strong>{formatHoursMinutes(visit.worked_minutes)}</strong>,
    },
    { id: 'status', header: t('status'), cell: ({ visit }) => badge(visit), phone: false },
  ];

  return (
    <DataTable
      rows={shown}
      columns={columns}
      rowKey={({ visit }) => visit.id}
      label={label}
      emptyText={emptyText}
      testId={testId}
      rowTestId={`${testId}-row`}
      scrollLabelledBy={labelledBy}
      minWidth={560}
      pageSize={total ? undefined : 25}
      pageSizes={[25, 50, 100]}
      footer={
        total
          ? {
              label: t('totalHours'),
              value: formatHoursMinutes(totalMinutes),
              valueColumn: 'hours',
              testId: `${testId}-total`,
            }
          : undefined
      }
      phoneTitle={({ visit, display }) => (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {display.date} · {visit.member_name}
          </Typography>
          {badge(visit)}
        </Box>
      )}
    />
  );
});
