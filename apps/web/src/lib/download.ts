import { ApiError, apiErrorOf, fetchWithSession } from './api-client';

/** Hands a file to the browser as a download, through a temporary link. */
export function downloadFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GETs a file the API builds (an export) and saves it under the name the server gives in
 * `Content-Disposition`, else `fallbackName`; returns the name. The session is renewed once on a
 * 401, as every other call does; a refusal is thrown as an ApiError (docs/api-errors.md).
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  const response = await fetchWithSession(async (token) => {
    try {
      return await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new ApiError(0, null);
    }
  });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => ({})));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  downloadFile(await response.blob(), name);
  return name;
}
