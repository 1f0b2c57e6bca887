import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.fn();
vi.mock('../../../lib/api-client', () => ({ apiRequest: (path: string) => apiRequest(path) }));

const { fetchAllTimeRecords } = await import('./time-records');

/** A server of `total` rows that pages as GET /api/admin/time-records does. */
function serve(total: number) {
  apiRequest.mockImplementation(async (path: string) => {
    const query = new URL(path, 'http://x').searchParams;
    const page = Number(query.get('page'));
    const size = Number(query.get('page_size'));
    const rows = Array.from({ length: total }, (_, i) => ({ id: i + 1 }));
    return {
      records: rows.slice((page - 1) * size, page * size),
      total,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    };
  });
}

describe('fetchAllTimeRecords (the monitoring page’s Export)', () => {
  beforeEach(() => apiRequest.mockReset());
  const filters = { range: { start: '2026-11-01', end: '2026-11-30' }, department: 'Day Program', search: ' ana ' };

  it('asks for every page in turn with the filters and gathers every row', async () => {
    serve(23);
    const all = await fetchAllTimeRecords(filters, 10);
    expect(all.records.map((r) => r.id)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(all).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-30' });
    const asked = apiRequest.mock.calls.map(([path]) => new URL(path as string, 'http://x').searchParams);
    expect(asked.map((q) => q.get('page'))).toEqual(['1', '2', '3']);
    for (const q of asked) {
      expect(Object.fromEntries(q)).toMatchObject({
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        department: 'Day Program',
        search: 'ana',
        page_size: '10',
      });
    }
  });

  it('asks once when everything fits, and stops at an empty selection', async () => {
    serve(7);
    expect((await fetchAllTimeRecords(filters)).records).toHaveLength(7);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest.mock.calls[0]?.[0]).toContain('page_size=1000');
    apiRequest.mockReset();
    serve(0);
    expect((await fetchAllTimeRecords(filters)).records).toEqual([]);
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });
});
