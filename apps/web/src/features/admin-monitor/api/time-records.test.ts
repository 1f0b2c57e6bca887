import { beforeEach, describe, expect, it, vi } from 'vitest';

/** GET /api/admin/time-records as the typed client sends it: the query parameters of each call. */
const apiGet = vi.fn();
vi.mock('../../../lib/typed-api', () => ({
  api: { GET: (path: string, init: { params: { query: Record<string, string> } }) => apiGet(path, init.params.query) },
  answerOf: async (call: Promise<{ data: unknown }>) => (await call).data,
}));

const { fetchAllTimeRecords } = await import('./time-records');

/** A server of `total` rows that pages as GET /api/admin/time-records does. */
function serve(total: number) {
  apiGet.mockImplementation(async (_path: string, query: Record<string, string>) => {
    const page = Number(query.page);
    const size = Number(query.page_size);
    const rows = Array.from({ length: total }, (_, i) => ({ id: i + 1 }));
    return {
      data: {
        records: rows.slice((page - 1) * size, page * size),
        total,
        start_date: '2026-11-01',
        end_date: '2026-11-30',
      },
    };
  });
}

describe('fetchAllTimeRecords (the monitoring page’s Export)', () => {
  // a block body: a function returned from beforeEach would run as its cleanup
  beforeEach(() => {
    apiGet.mockReset();
  });
  const filters = { range: { start: '2026-11-01', end: '2026-11-30' }, department: 'Day Program', search: ' ana ' };

  it('asks for every page in turn with the filters and gathers every row', async () => {
    serve(23);
    const all = await fetchAllTimeRecords(filters, 10);
    expect(all.records.map((r) => r.id)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(all).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(apiGet.mock.calls.every(([path]) => path === '/api/admin/time-records')).toBe(true);
    const asked = apiGet.mock.calls.map(([, query]) => query as Record<string, string>);
    expect(asked.map((q) => q.page)).toEqual(['1', '2', '3']);
    for (const q of asked) {
      expect(q).toMatchObject({
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
    expect(apiGet).toHaveBeenCalledTimes(1);
    expect(apiGet.mock.calls[0]?.[1]).toMatchObject({ page_size: '1000' });
    apiGet.mockReset();
    serve(0);
    expect((await fetchAllTimeRecords(filters)).records).toEqual([]);
    expect(apiGet).toHaveBeenCalledTimes(1);
  });
});
