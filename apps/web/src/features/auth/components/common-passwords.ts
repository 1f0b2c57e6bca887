import { useEffect, useState } from 'react';

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The common passwords the server refuses (docs/security.md "Accounts and passwords"), loaded once,
 * on demand: a module of its own (apps/web/common-passwords.plugin.ts), kept out of every page's
 * first load. A failed load (no signal) is tried again on the next call.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('virtual:daybook/common-passwords').then(
    ({ default: list }) => new Set(list.split('\n')),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The common-password list once it has arrived, undefined until then or without a connection: the
 * page then says nothing about it, and the server's refusal still tells the user on sending.
 */
export function useCommonPasswords(): ReadonlySet<string> | undefined {
  const [list, setList] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let live = true;
    loadCommonPasswords().then(
      (loaded) => {
        if (live) setList(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
