import { ApiError, apiErrorOf, fetchWithSession } from '../../../lib/api-client';

async function fetchExport(path: string, token: string | null): Promise<Response> {
  try {
    return await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, null);
  }
}

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GET /api/billing/export (admin, docs/billing-rules.md): the range's billing file, saved through a
 * temporary link. The session is renewed once on a 401, as every other call does.
 */
export async function downloadBilling(from: string, to: string, format: 'csv' | 'xlsx'): Promise<string> {
  const query = new URLSearchParams({ from, to, format });
  const response = await fetchWithSession((token) => fetchExport(`/api/billing/export?${query}`, token));
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => ({})));
  const name = fileNameOf(response, `billing-${from}-to-${to}.${format}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
