import { type PayAdjustment, payPeriodFor } from '@daybook/domain';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ADMIN_API } from '../data/data-provider';
import { adminHttpClient } from '../data/http-client';
import { usd } from './choices';
import { useConsoleDates } from './console-dates';

const adjustmentsPath = (userId: string | number) =>
  `${ADMIN_API}/users/${encodeURIComponent(String(userId))}/pay-adjustments/`;

/** Why a row is owed (docs/payroll-rules.md, "A reopened period and its back pay"). */
const REASON_KEY = {
  rate_change: 'daybook.backPay.reasonRateChange',
  shared_workweek: 'daybook.backPay.reasonSharedWorkweek',
  already_paid: 'daybook.backPay.reasonAlreadyPaid',
} as const satisfies Record<PayAdjustment['reason'], string>;

export const backPayKey = (userId: string | number) => ['admin', 'user-pay-adjustments', String(userId)];

/** GET /api/admin/users/{id}/pay-adjustments/, as a query any part of the rate history shares. */
export const backPayQuery = (userId: string | number) => ({
  queryKey: backPayKey(userId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (await adminHttpClient(adjustmentsPath(userId), { signal })).json as PayAdjustment[],
});

/**
 * The back pay a rate just added recorded: the rows that were not there before, read again after
 * the rate was saved (docs/payroll-rules.md "A rate dated into an approved period").
 */
export async function backPayRecorded(queryClient: QueryClient, userId: string | number, before: PayAdjustment[]) {
  const known = new Set(before.map((row) => row.id));
  const after = await queryClient.fetchQuery({ ...backPayQuery(userId), staleTime: 0 });
  return after.filter((row) => !known.has(row.id));
}

/**
 * An employee's back pay under their rate history: what each rate change owes on an approved
 * period, and whether the approval of a later timecard has paid it yet.
 */
export function BackPay({ userId }: { userId: string | number }) {
  const translate = useTranslate();
  const dates = useConsoleDates();
  const rows = useQuery(backPayQuery(userId)).data ?? [];
  // on a phone each row is a block of labelled lines: four columns do not fit its width
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const period = (start: string) => {
    const { start_date, end_date } = payPeriodFor(start);
    return translate('daybook.backPay.period', { start: dates.date(start_date), end: dates.date(end_date) });
  };
  // a voided row is never paid (docs/payroll-rules.md, "A reopened period and its back pay")
  const paid = (row: PayAdjustment) =>
    row.voided_at
      ? translate(
          row.void_reason === 'payer_reopened'
            ? 'daybook.backPay.voidedPayerReopened'
            : 'daybook.backPay.voidedReopened',
          {
            date: dates.instant(row.voided_at),
          },
        )
      : row.paid_in_period_start === null
        ? translate('daybook.backPay.waiting')
        : translate('daybook.backPay.paidWith', { period: period(row.paid_in_period_start) });
  return (
    <section aria-labelledby="back-pay-heading" data-testid="back-pay">
      <Typography id="back-pay-heading" variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('daybook.backPay.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('daybook.backPay.intro')}
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ py: 1 }}>{translate('daybook.backPay.none')}</Typography>
      ) : phone ? (
        <Box component="ul" aria-labelledby="back-pay-heading" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.id}
              data-testid="back-pay-row"
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {period(row.period_start)} · {usd(row.cents)}
              </Typography>
              <Typography variant="body2">
                {translate('daybook.backPay.why')}: {translate(REASON_KEY[row.reason])}
              </Typography>
              <Typography variant="body2">
                {translate('daybook.backPay.recorded')}: {dates.instant(row.created_at)}
              </Typography>
              <Typography variant="body2">
                {translate('daybook.backPay.paid')}: {paid(row)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Table size="small" aria-labelledby="back-pay-heading">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate('daybook.backPay.owedOn')}</TableCell>
              <TableCell scope="col" align="right">
                {translate('daybook.backPay.amount')}
              </TableCell>
              <TableCell scope="col">{translate('daybook.backPay.why')}</TableCell>
              <TableCell scope="col">{translate('daybook.backPay.recorded')}</TableCell>
              <TableCell scope="col">{translate('daybook.backPay.paid')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="back-pay-row">
                <TableCell>{period(row.period_start)}</TableCell>
                <TableCell align="right">{usd(row.cents)}</TableCell>
                <TableCell>{translate(REASON_KEY[row.reason])}</TableCell>
                <TableCell>{dates.instant(row.created_at)}</TableCell>
                <TableCell>{paid(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
