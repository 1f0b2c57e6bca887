import { z } from 'zod';
import { CORE_MSG as MSG } from '../messages-core.js';
import { email, opaqueToken, opaqueTokenOrBlank, password, requiredText } from './fields.js';

/** POST /api/login/ (docs/product-rules.md §7). The login form's "Employee Email" field carries the email. */
export const loginBody = z.strictObject({
  email: requiredText(254).transform((value) => value.toLowerCase()),
  password: password(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/register/ (docs/product-rules.md §7). Composition and the 12-character rule are checked by the server. */
export const registerBody = z.strictObject({
  name: requiredText(150),
  email,
  password: password(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/logout/ (docs/product-rules.md §7). */
export const logoutBody = z.strictObject({ refresh: opaqueTokenOrBlank });

/** POST /api/token/refresh/: exchanges a refresh token for a new pair (rotation). */
export const refreshBody = z.strictObject({ refresh: opaqueToken });

/** POST /api/change-password/ (docs/product-rules.md §7); the composition rules are applied by the server. */
export const changePasswordBody = z.strictObject({
  current_password: password(MSG.currentPasswordRequired),
  new_password: password(MSG.newPasswordRequired),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Token pair returned by login, register (first admin) and refresh. */
export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  access_expires_in: z.number().int().describe('seconds until the access token expires'),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const detailResponse = z.object({ detail: z.string() });
