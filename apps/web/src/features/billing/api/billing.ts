import { downloadApiFile } from '../../../lib/download';

/**
 * GET /api/billing/export (admin, docs/billing-rules.md): the range's billing file, saved through a
 * temporary link. The session is renewed once on a 401, as every other call does.
 */
export async function downloadBilling(from: string, to: string, format: 'csv' | 'xlsx'): Promise<string> {
  const query = new URLSearchParams({ from, to, format });
  return downloadApiFile(`/api/billing/export?${query}`, `billing-${from}-to-${to}.${format}`);
}
