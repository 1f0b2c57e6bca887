import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

/** A password or a signing PIN, as the sign, co-sign, addendum and sign-day calls take it. */
export type Credentials = { password: string } | { pin: string };

/** Every cached answer that shows a note's or a record's signatures. */
function refreshSigned(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ['progress-day'] });
  void queryClient.invalidateQueries({ queryKey: ['client-attendance'] });
  void queryClient.invalidateQueries({ queryKey: ['unsigned-records'] });
}

/** POST /api/progress/{id}/sign/ (the author; ADR 0015). */
export function useSignNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, credentials }: { id: number; credentials: Credentials }) =>
      answerOf(
        api.POST('/api/progress/{id}/sign/', {
          params: { path: { id: String(id) } },
          body: { ...credentials, attestation: true },
        }),
      ),
    onSuccess: () => refreshSigned(queryClient),
  });
}

/** POST /api/progress/{id}/cosign/ (the author's manager or an admin). */
export function useCosignNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, credentials }: { id: number; credentials: Credentials }) =>
      answerOf(
        api.POST('/api/progress/{id}/cosign/', {
          params: { path: { id: String(id) } },
          body: { ...credentials, attestation: true },
        }),
      ),
    onSuccess: () => refreshSigned(queryClient),
  });
}

/** POST /api/progress/{id}/addenda/ (a note) or /api/attendance/{id}/addenda/ (an attendance record). */
export function useAddAddendum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      record,
      id,
      text,
      reason,
      credentials,
    }: {
      record: 'progress' | 'attendance';
      id: number;
      text: string;
      reason: string;
      credentials: Credentials;
    }) => {
      const request = { params: { path: { id: String(id) } }, body: { text, reason, ...credentials } };
      return answerOf(
        record === 'progress'
          ? api.POST('/api/progress/{id}/addenda/', request)
          : api.POST('/api/attendance/{id}/addenda/', request),
      );
    },
    onSuccess: () => refreshSigned(queryClient),
  });
}

/** POST /api/attendance/sign-day/ (the provider, for their clients' records of the day). */
export function useSignDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, credentials }: { date: string; credentials: Credentials }) =>
      answerOf(api.POST('/api/attendance/sign-day/', { body: { date, ...credentials, attestation: true } })),
    onSuccess: () => refreshSigned(queryClient),
  });
}

/** GET /api/progress/unsigned/: overdue unsigned notes and logs (own; managers: team; admins: all). */
export function useUnsigned(scope: 'mine' | 'all') {
  return useQuery({
    queryKey: ['unsigned-records', scope],
    queryFn: ({ signal }) => answerOf(api.GET('/api/progress/unsigned/', { params: { query: { scope } }, signal })),
    retry: false,
  });
}

export const signingStatusKey = ['signing-status'] as const;

/** GET /api/profile/signing/ (`enabled: false` reads only what is cached). */
export function useSigningStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: signingStatusKey,
    queryFn: ({ signal }) => answerOf(api.GET('/api/profile/signing/', { signal })),
    retry: false,
    enabled,
  });
}

/** PUT /api/profile/signing-pin/ (pin null removes it). */
export function useSetSigningPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { current_password: string; pin: string | null }) =>
      answerOf(api.PUT('/api/profile/signing-pin/', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: signingStatusKey }),
  });
}

/** PUT /api/profile/signing-title/. */
export function useSetSigningTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string | null) => answerOf(api.PUT('/api/profile/signing-title/', { body: { title } })),
    onSuccess: (status) => queryClient.setQueryData(signingStatusKey, status),
  });
}
