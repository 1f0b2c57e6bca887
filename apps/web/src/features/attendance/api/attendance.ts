import type {
  ClientAttendance,
  ClientAttendanceCreateBody,
  ClientAttendanceUpdateBody,
  DailyPayroll,
  DailySchedule,
} from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const attendanceQueryKey = ['client-attendance'] as const;

export interface AttendanceFilter {
  /** YYYY-MM-DD */
  date: string;
  /** A location code, or '' for every location. */
  location: string;
}

function query(filter: AttendanceFilter): string {
  const params = new URLSearchParams({ date: filter.date });
  if (filter.location) params.set('location', filter.location);
  return params.toString();
}

/** GET /api/attendance/?date&location: the provider's client attendance of one day. */
export function useAttendance(filter: AttendanceFilter) {
  return useQuery({
    queryKey: [...attendanceQueryKey, filter.date, filter.location],
    queryFn: ({ signal }) => apiRequest<ClientAttendance[]>(`/api/attendance/?${query(filter)}`, { signal }),
    enabled: Boolean(filter.date),
  });
}

/** POST /api/attendance/ (docs/product-rules.md §7). */
export function useCreateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientAttendanceCreateBody) =>
      apiRequest<ClientAttendance>('/api/attendance/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceQueryKey }),
  });
}

/** PATCH /api/attendance/{id}/ with any subset of the record's fields. */
export function useUpdateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClientAttendanceUpdateBody }) =>
      apiRequest<ClientAttendance>(`/api/attendance/${id}/`, { method: 'PATCH', body }),
    onSuccess: (record) => {
      queryClient.setQueriesData<ClientAttendance[]>({ queryKey: attendanceQueryKey }, (list) =>
        list?.map((item) => (item.id === record.id ? record : item)),
      );
    },
  });
}

/** DELETE /api/attendance/{id}/. */
export function useDeleteAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/api/attendance/${id}/`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<ClientAttendance[]>({ queryKey: attendanceQueryKey }, (list) =>
        list?.filter((item) => item.id !== id),
      );
    },
  });
}

/** GET /api/attendance/daily-schedule/?date&location. */
export function useDailySchedule(filter: AttendanceFilter) {
  return useQuery({
    queryKey: ['daily-schedule', filter.date, filter.location],
    queryFn: ({ signal }) => apiRequest<DailySchedule>(`/api/attendance/daily-schedule/?${query(filter)}`, { signal }),
  });
}

/** GET /api/attendance/daily-payroll/?date&location. */
export function useDailyPayroll(filter: AttendanceFilter) {
  return useQuery({
    queryKey: ['daily-payroll', filter.date, filter.location],
    queryFn: ({ signal }) => apiRequest<DailyPayroll>(`/api/attendance/daily-payroll/?${query(filter)}`, { signal }),
  });
}
