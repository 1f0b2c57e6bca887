import jsonServerProvider from 'ra-data-json-server';
import type { DataProvider } from 'react-admin';
import { adminHttpClient } from './http-client';

export const ADMIN_API = '/api/admin';

/** The body of POST /api/admin/work-days/{id}/correct. */
export interface WorkDayCorrectionInput {
  check_in_at?: string;
  check_out_at?: string;
  reason: string;
}

export interface PasswordResetResult {
  id: number;
  temporary_password: string;
  detail: string;
}

export interface AdminDataProvider extends DataProvider {
  resetPassword(userId: number | string): Promise<PasswordResetResult>;
  correctWorkDay(workDayId: number | string, body: WorkDayCorrectionInput): Promise<unknown>;
}

/** The organisation settings are one record at /api/admin/organisation (no id in the path). */
const ORGANISATION = 'organisation';

/**
 * ra-data-json-server over /api/admin (json-server conventions, X-Total-Count), plus the single
 * organisation record and the two actions that are not CRUD: reset a password, correct a day.
 */
export function createAdminDataProvider(): AdminDataProvider {
  const base = jsonServerProvider(ADMIN_API, adminHttpClient);
  return {
    ...base,
    getOne: async (resource, params) => {
      if (resource !== ORGANISATION) return base.getOne(resource, params);
      const { json } = await adminHttpClient(`${ADMIN_API}/${ORGANISATION}`, { signal: params.signal });
      return { data: json };
    },
    update: async (resource, params) => {
      if (resource !== ORGANISATION) return base.update(resource, params);
      const { json } = await adminHttpClient(`${ADMIN_API}/${ORGANISATION}`, {
        method: 'PUT',
        body: JSON.stringify(params.data),
      });
      return { data: json };
    },
    resetPassword: async (userId) => {
      const { json } = await adminHttpClient(
        `${ADMIN_API}/users/${encodeURIComponent(String(userId))}/reset-password`,
        {
          method: 'POST',
          body: '{}',
        },
      );
      return json as PasswordResetResult;
    },
    correctWorkDay: async (workDayId, body) => {
      const { json } = await adminHttpClient(
        `${ADMIN_API}/work-days/${encodeURIComponent(String(workDayId))}/correct`,
        {
          method: 'POST',
          body: JSON.stringify(body),
        },
      );
      return json;
    },
  };
}
