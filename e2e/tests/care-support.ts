import type { Page } from '@playwright/test';

/** Calls the API as the signed-in user of the page (its stored access token). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('access-token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  }, path);
}

interface AttendanceRow {
  id: number;
  client: string;
  client_id: number;
  client_name: string;
  date_iso: string;
  has_notes: boolean;
}

/** The latest day on which the signed-in provider has client attendance, and that day's records. */
export async function latestAttendanceDay(page: Page): Promise<{ date: string; rows: AttendanceRow[] }> {
  const rows = await apiGet<AttendanceRow[]>(page, '/api/attendance/');
  const date = rows
    .map((row) => row.date_iso)
    .sort()
    .at(-1);
  if (!date) throw new Error('the demo provider has no attendance');
  return { date, rows: rows.filter((row) => row.date_iso === date) };
}

/** `YYYY-MM-DD` as `MM/DD/YYYY`. */
export const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
