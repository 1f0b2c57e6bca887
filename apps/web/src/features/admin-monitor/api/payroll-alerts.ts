import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

/** GET /api/admin/payroll-alerts: people at 36 h or more this workweek, and forgotten check-outs. */
export function usePayrollAlerts() {
  return useQuery({
    queryKey: ['admin', 'payroll-alerts'],
    queryFn: ({ signal }) => answerOf(api.GET('/api/admin/payroll-alerts', { signal })),
  });
}
