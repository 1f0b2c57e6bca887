import type { AuthProvider } from 'react-admin';
import { clearTokens, hasSession, readRefreshToken } from '../../../lib/auth-tokens';
import { answerOf, api } from '../../../lib/typed-api';

/**
 * react-admin's view of the app's session: the same tokens and profile as the rest of the app.
 * The role check that decides whether the console opens at all happens before react-admin mounts
 * (admin-console-page); the server refuses every admin route to anyone but an admin regardless.
 */
export const adminAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => {
    const refresh = readRefreshToken();
    if (refresh) await answerOf(api.POST('/api/logout/', { body: { refresh } })).catch(() => undefined);
    clearTokens();
    window.location.assign('/');
    return false;
  },
  checkAuth: async () => {
    if (!hasSession()) throw new Error('Not signed in');
  },
  checkError: async (error: { status?: number }) => {
    // An ended session: the tokens are already cleared by the HTTP client's refresh.
    if (error?.status === 401 && !hasSession()) throw new Error('Session ended');
    // A 403 is shown as a notice; the person stays signed in.
  },
  getIdentity: async () => {
    const profile = await answerOf(api.GET('/api/profile/'));
    return { id: profile.id, fullName: profile.name };
  },
  getPermissions: async () => {
    const profile = await answerOf(api.GET('/api/profile/'));
    return profile.role;
  },
};
