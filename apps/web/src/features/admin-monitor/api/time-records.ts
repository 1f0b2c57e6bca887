import { type AdminTimeRecord, TIME_RECORDS_PAGE_SIZE_MAX } from '@daybook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';
import type { DateRange } from '../lib/date-ranges';

/** What the page asks the report for: the range, the department (empty for all) and the search text. */
export interface TimeRecordsFilters {
  range: DateRange;
  department: string;
  search: string;
}

/** One page of GET /api/admin/time-records for the filters (department and search only when given). */
function reportPage(filters: TimeRecordsFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const search = filters.search.trim();
  const query = {
    start_date: filters.range.start,
    end_date: filters.range.end,
    page: String(page),
    page_size: String(pageSize),
    ...(filters.department ? { department: filters.department } : {}),
    ...(search ? { search } : {}),
  };
  return answerOf(api.GET('/api/admin/time-records', { params: { query }, signal }));
}

/**
 * One page of GET /api/admin/time-records: the server filters, searches, counts and pages, and
 * computes the summary over the whole selection (docs/performance.md, "Monitoring report"). Not
 * asked for while `enabled` is false (a role the server refuses).
 */
export function useAdminTimeRecords(filters: TimeRecordsFilters, page: number, pageSize: number, enabled = true) {
  return useQuery({
    enabled,
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
    queryFn: ({ signal }) => reportPage(filters, page, pageSize, signal),
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
    const answer = await reportPage(filters, page, pageSize);
    records.push(...answer.records);
    if (answer.records.length === 0 || records.length >= answer.total) {
      return { records, start_date: answer.start_date, end_date: answer.end_date };
    }
  }
}
