import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operations } from '../../../api/schema';
import { answerOf, api, type Schema } from '../../../lib/typed-api';

/** The body of PATCH /api/attendance/{id}/, as generated. */
type AttendanceUpdate = operations['updateAttendance']['requestBody']['content']['application/json'];

export const attendanceQueryKey = ['client-attendance'] as const;

export interface AttendanceFilter {
  /** YYYY-MM-DD */
  date: string;
  /** A location code, or '' for every location. */
  location: string;
}

/** The day and, when one is chosen, the location: `?date=…&location=…`. */
function query(filter: AttendanceFilter): { date: string; location?: string } {
  return filter.location ? { date: filter.date, location: filter.location } : { date: filter.date };
}

/** GET /api/attendance/?date&location: the provider's client attendance of one day. */
export function useAttendance(filter: AttendanceFilter) {
  return useQuery({
    queryKey: [...attendanceQueryKey, filter.date, filter.location],
    queryFn: ({ signal }) => answerOf(api.GET('/api/attendance/', { params: { query: query(filter) }, signal })),
    enabled: Boolean(filter.date),
  });
}

/** POST /api/attendance/ (docs/product-rules.md §7). */
export function useCreateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'ClientAttendanceCreate'>) => answerOf(api.POST('/api/attendance/', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceQueryKey }),
  });
}

/** PATCH /api/attendance/{id}/ with any subset of the record's fields. */
export function useUpdateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AttendanceUpdate }) =>
      answerOf(api.PATCH('/api/attendance/{id}/', { params: { path: { id: String(id) } }, body })),
    onSuccess: (record) => {
      queryClient.setQueriesData<Schema<'ClientAttendance'>[]>({ queryKey: attendanceQueryKey }, (list) =>
        list?.map((item) => (item.id === record.id ? record : item)),
      );
    },
  });
}

/** DELETE /api/attendance/{id}/. */
export function useDeleteAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answerOf(api.DELETE('/api/attendance/{id}/', { params: { path: { id: String(id) } } })),
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<Schema<'ClientAttendance'>[]>({ queryKey: attendanceQueryKey }, (list) =>
        list?.filter((item) => item.id !== id),
      );
    },
  });
}

/** GET /api/attendance/daily-schedule/?date&location. */
export function useDailySchedule(filter: AttendanceFilter) {
  return useQuery({
    queryKey: ['daily-schedule', filter.date, filter.location],
    queryFn: ({ signal }) =>
      answerOf(api.GET('/api/attendance/daily-schedule/', { params: { query: query(filter) }, signal })),
  });
}

/** GET /api/attendance/daily-payroll/?date&location. */
export function useDailyPayroll(filter: AttendanceFilter) {
  return useQuery({
    queryKey: ['daily-payroll', filter.date, filter.location],
    queryFn: ({ signal }) =>
      answerOf(api.GET('/api/attendance/daily-payroll/', { params: { query: query(filter) }, signal })),
  });
}

/** What the Details dialog needs to know of the client's progress note of the record's day. */
export interface NoteOfDay {
  signed: boolean;
  /** Scored trials (each trial saved has a prompt level). */
  trials: number;
}

/**
 * The record's client's note of that day (GET /api/progress/?client&date, then its trials), read
 * only when the log says there is one (`has_notes`): marking the client absent over scored trials
 * is refused when the note is signed and warned about when it is not (docs/product-rules.md §4).
 */
export function useNoteOfDay(record: Schema<'ClientAttendance'> | null) {
  return useQuery({
    queryKey: ['progress-day', record?.client_id ?? null, record?.date_iso ?? '', 'attendance-details'],
    queryFn: async ({ signal }): Promise<NoteOfDay | null> => {
      if (!record) return null;
      const notes = await answerOf(
        api.GET('/api/progress/', {
          params: { query: { client: String(record.client_id), date: record.date_iso } },
          signal,
        }),
      );
      const note = notes.find((item) => item.date_iso === record.date_iso);
      if (!note) return null;
      const trials = await answerOf(
        api.GET('/api/progress/{id}/trials/', { params: { path: { id: String(note.id) } }, signal }),
      );
      return { signed: note.signed, trials: trials.length };
    },
    enabled: Boolean(record?.has_notes),
    retry: false,
  });
}
