import { type AdminTimeRecord, type AdminTimeRecords, TIME_RECORDS_PAGE_SIZE_MAX } from '@daybook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../lib/date-ranges';

/** What the page asks the report for: the range, the department (empty for all) and the search text. */
export interface TimeRecordsFilters {
  range: DateRange;
  department: string;
  search: string;
}

function reportPath(filters: TimeRecordsFilters, page: number, pageSize: number): string {
  const query = new URLSearchParams({
    start_date: filters.range.start,
    end_date: filters.range.end,
    page: String(page),
    page_size: String(pageSize),
  });
  if (filters.department) query.set('department', filters.department);
  const search = filters.search.trim();
  if (search) query.set('search', search);
  return `/api/admin/time-records?${query}`;
}

/**
 * One page of GET /api/admin/time-records: the server filters, searches, counts and pages, and
 * computes the summary over the whole selection (docs/performance.md, "Monitoring report").
 */
export function useAdminTimeRecords(filters: TimeRecordsFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: [
      'admin',
      'time-records',
      filters.range.start,
      filters.range.end,
      filters.department,
      filters.search.trim(),
      page,
      pageSize,
    ],
    queryFn: ({ signal }) => apiRequest<AdminTimeRecords>(reportPath(filters, page, pageSize), { signal }),
    placeholderData: keepPreviousData,
    // A refused user stays refused: asking again would only repeat the 403.
    retry: (count, error) =>
      !(error && 'status' in error && (error.status === 403 || error.status === 401)) && count < 2,
  });
}

/** Every row of the selection, for Export: the largest pages the server gives, asked for in turn. */
export async function fetchAllTimeRecords(
  filters: TimeRecordsFilters,
  pageSize = TIME_RECORDS_PAGE_SIZE_MAX,
): Promise<{ records: AdminTimeRecord[]; start_date: string; end_date: string }> {
  const records: AdminTimeRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiRequest<AdminTimeRecords>(reportPath(filters, page, pageSize));
    records.push(...answer.records);
    if (answer.records.length === 0 || records.length >= answer.total) {
      return { records, start_date: answer.start_date, end_date: answer.end_date };
    }
  }
}
