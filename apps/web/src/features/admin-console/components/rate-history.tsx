import type { PayAdjustment, rateHistoryEntrySchema } from '@daybook/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DateInput,
  HttpError,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  useGetRecordId,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import { ADMIN_API } from '../data/data-provider';
import { adminHttpClient } from '../data/http-client';
import { BackPay, backPayKey, backPayRecorded } from './back-pay';
import { usd } from './choices';
import { useConsoleDates } from './console-dates';
import { InPlaceToolbar, inPlaceFormSx } from './in-place-toolbar';

type RateEntry = z.infer<typeof rateHistoryEntrySchema>;

const ratesPath = (userId: string | number) => `${ADMIN_API}/users/${encodeURIComponent(String(userId))}/rates/`;

/** Dollars typed in the form, integer cents in the API (ADR 0002). */
const dollarsToCents = (dollars: unknown) =>
  dollars === null || dollars === undefined || dollars === '' ? null : Math.round(Number(dollars) * 100);

// below the rate's fields on a phone too: the user form's Save is on the same page (in-place-toolbar.tsx)
const AddRateToolbar = () => (
  <InPlaceToolbar>
    <SaveButton label="daybook.addRate" alwaysEnable />
  </InPlaceToolbar>
);

/**
 * A user's rate history with "add a rate from a date" (GET/POST /api/admin/users/{id}/rates/):
 * each rate applies from its effective date, the first also to every earlier day; a rate below
 * the organisation's minimum wage is refused by the server (docs/payroll-rules.md). Beneath it, the
 * back pay rate changes owe on approved periods; adding a rate says what back pay it recorded.
 */
export function RateHistory() {
  const userId = useGetRecordId();
  const translate = useTranslate();
  // the effective date as the console shows dates; when it was added, on the organisation's clock
  const dates = useConsoleDates();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // a new form (empty fields) after each added rate
  const [formKey, setFormKey] = useState(0);
  const key = ['admin', 'user-rates', String(userId)];
  const rates = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await adminHttpClient(ratesPath(userId), { signal })).json as RateEntry[],
  });

  const add = async (values: Record<string, unknown>) => {
    const owedBefore = queryClient.getQueryData<PayAdjustment[]>(backPayKey(userId)) ?? [];
    try {
      const { json } = await adminHttpClient(ratesPath(userId), {
        method: 'POST',
        body: JSON.stringify({ hourly_rate_cents: values.hourly_rate_cents, effective_date: values.effective_date }),
      });
      queryClient.setQueryData(key, json as RateEntry[]);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      setFormKey((key) => key + 1);
      // the rate is saved; what it owes on approved periods is read again (a failed read only
      // leaves the plain message: the list below shows the rows once it loads)
      const recorded = await backPayRecorded(queryClient, userId, owedBefore).catch(() => []);
      if (recorded.length === 0) {
        notify('daybook.rateAdded', { type: 'success' });
      } else {
        notify('daybook.backPay.recordedNotice', {
          type: 'success',
          messageArgs: {
            smart_count: recorded.length,
            amount: usd(recorded.reduce((sum, row) => sum + row.cents, 0)),
          },
        });
      }
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors && Object.keys(error.body.errors).length > 0) {
        return error.body.errors as Record<string, string>;
      }
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };

  const history = rates.data ?? [];
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="rate-history-heading" data-testid="rate-history">
      <CardContent>
        <Typography id="rate-history-heading" variant="h6" component="h2">
          {translate('daybook.rateHistory')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('daybook.rateHistoryIntro')}
        </Typography>
        {history.length === 0 ? (
          <Typography sx={{ py: 1 }}>{translate('daybook.noRates')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="rate-history-heading">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('daybook.effectiveDate')}</TableCell>
                <TableCell scope="col">{translate('daybook.hourlyRate')}</TableCell>
                <TableCell scope="col">{translate('daybook.rateAddedOn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((rate) => (
                <TableRow key={rate.id} data-testid="rate-row">
                  <TableCell>{dates.date(rate.effective_date)}</TableCell>
                  <TableCell>{usd(rate.hourly_rate_cents)}</TableCell>
                  <TableCell>{dates.instant(rate.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <BackPay userId={userId} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate('daybook.addRateTitle')}
        </Typography>
        <SimpleForm
          key={formKey}
          resource="user-rates"
          record={{}}
          onSubmit={add}
          toolbar={<AddRateToolbar />}
          sx={{ px: 0, ...inPlaceFormSx }}
        >
          <NumberInput
            source="hourly_rate_cents"
            label="daybook.hourlyRate"
            min={0}
            step={0.01}
            parse={dollarsToCents}
            format={(cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents)}
            validate={required()}
          />
          <DateInput source="effective_date" label="daybook.effectiveDate" validate={required()} />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
