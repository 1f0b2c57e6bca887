import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import type { paths } from '../../../api/schema';
import { ApiError } from '../../../lib/api-client';
import { answerOf, api, type Schema } from '../../../lib/typed-api';

export type KioskDevice = Schema<'KioskDevice'>;
export type KioskPinStatus = Schema<'KioskPinStatus'>;

// ------------------------------------------------------------------------------------------------
// A signed-in person: their own kiosk PIN; managers' and admins' devices and locked PINs
// ------------------------------------------------------------------------------------------------

export function useKioskPinStatus() {
  return useQuery({ queryKey: ['kiosk-pin'], queryFn: () => answerOf(api.GET('/api/profile/kiosk-pin/')) });
}

export function useSetKioskPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { current_password: string; pin: string | null }) =>
      answerOf(api.PUT('/api/profile/kiosk-pin/', { body })),
    onSuccess: (status) => queryClient.setQueryData(['kiosk-pin'], status),
  });
}

export function useKioskDevices() {
  return useQuery({ queryKey: ['kiosk-devices'], queryFn: () => answerOf(api.GET('/api/kiosk/devices/')) });
}

export function useRevokeKioskDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      answerOf(api.POST('/api/kiosk/devices/{id}/revoke/', { params: { path: { id: String(id) } }, body: {} })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['kiosk-devices'] }),
  });
}

export function useLockedKioskPins(enabled: boolean) {
  return useQuery({
    queryKey: ['kiosk-locked-pins'],
    queryFn: () => answerOf(api.GET('/api/kiosk/locked-pins/')),
    enabled,
  });
}

export function useUnlockKioskPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      answerOf(api.POST('/api/kiosk/locked-pins/{id}/unlock/', { params: { path: { id: String(userId) } }, body: {} })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['kiosk-locked-pins'] }),
  });
}

// ------------------------------------------------------------------------------------------------
// Set-up and leaving kiosk mode: an admin's or manager's own sign-in, held in memory only, so the
// device never keeps their session (ADR 0024)
// ------------------------------------------------------------------------------------------------

/** A typed client that sends the given bearer token, or none, and never renews a session. */
function clientWith(authorization: string | null) {
  return createClient<paths>({
    fetch: async (request: Request) => {
      const headers = new Headers(request.headers);
      if (authorization) headers.set('Authorization', authorization);
      headers.set('Accept', 'application/json');
      try {
        return await fetch(new Request(request, { headers }));
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new ApiError(0, null);
      }
    },
  });
}

export interface LeadSession {
  access: string;
  refresh: string;
  role: 'staff' | 'manager' | 'admin';
}

/** Signs an admin or manager in for one set-up; throws an ApiError (403) for anyone else. */
export async function signInLead(email: string, password: string): Promise<LeadSession> {
  const anonymous = clientWith(null);
  const tokens = await answerOf(anonymous.POST('/api/login/', { body: { email, password } }));
  const profile = await answerOf(clientWith(`Bearer ${tokens.access_token}`).GET('/api/profile/'));
  const session = { access: tokens.access_token, refresh: tokens.refresh_token, role: profile.role };
  if (session.role !== 'admin' && session.role !== 'manager') {
    await signOutLead(session);
    throw new ApiError(403, null, {}, 'forbidden');
  }
  return session;
}

/** Ends the set-up sign-in (the device keeps no session). */
export async function signOutLead(session: LeadSession): Promise<void> {
  await clientWith(`Bearer ${session.access}`)
    .POST('/api/logout/', { body: { refresh: session.refresh } })
    .catch(() => undefined);
}

/**
 * The language the signed-in administrator or manager chose in Settings (null for none, or when it
 * cannot be read: the set-up then stays in the device's).
 */
export async function leadLanguage(session: LeadSession): Promise<'en' | 'es' | null> {
  try {
    const answer = await answerOf(clientWith(`Bearer ${session.access}`).GET('/api/profile/language/'));
    return answer.language ?? null;
  } catch {
    return null;
  }
}

export function leadLocations(session: LeadSession) {
  return answerOf(clientWith(`Bearer ${session.access}`).GET('/api/kiosk/locations/'));
}

export function registerKiosk(session: LeadSession, body: { name: string; location_id: number }) {
  return answerOf(clientWith(`Bearer ${session.access}`).POST('/api/kiosk/devices/', { body }));
}

export function revokeKiosk(session: LeadSession, id: number) {
  return answerOf(
    clientWith(`Bearer ${session.access}`).POST('/api/kiosk/devices/{id}/revoke/', {
      params: { path: { id: String(id) } },
      body: {},
    }),
  );
}

// ------------------------------------------------------------------------------------------------
// The device's own calls: `Authorization: Kiosk <token>`
// ------------------------------------------------------------------------------------------------

export type KioskCalls = ReturnType<typeof kioskCalls>;
export type KioskIdentity = Awaited<ReturnType<KioskCalls['identify']>>;
export type KioskRosterEntry = Awaited<ReturnType<KioskCalls['roster']>>[number];

export function kioskCalls(token: string) {
  const client = clientWith(`Kiosk ${token}`);
  return {
    device: () => answerOf(client.GET('/api/kiosk/device/')),
    roster: () => answerOf(client.GET('/api/kiosk/roster/')),
    identify: (body: { user_id: number; pin: string }) => answerOf(client.POST('/api/kiosk/identify/', { body })),
    punch: (body: {
      user_id: number;
      pin: string;
      action: 'check_in' | 'check_out' | 'pause' | 'resume';
      reason?: string;
    }) => answerOf(client.POST('/api/kiosk/punch/', { body })),
    memberVisits: (body: { user_id: number; pin: string; action: 'check_in' | 'check_out'; member_ids: number[] }) =>
      answerOf(client.POST('/api/kiosk/member-visits/', { body })),
  };
}

/** The error's machine code, or `network` when no answer came. */
export function kioskErrorCode(error: unknown): string {
  if (error instanceof ApiError) return error.isNetworkError ? 'network' : (error.code ?? 'failed');
  return 'failed';
}
