import { FIRST_SCREENS, type SignedInFirstScreen } from '@daybook/domain';

/**
 * The signed-in pages whose first screen the build writes as HTML (packages/domain first-screens.ts,
 * docs/decisions/0041-signed-in-first-screens.md): the pages a worker opens first. Their shell is
 * what the app itself shows while a page's code arrives (app/layout/route-loading.tsx): the
 * signed-in navbar's brand and the page's own title, whose text is the page's heading
 * (`app.pageTitles`, in the shell's catalogue so that it needs no page code).
 */
export type SignedInShell = SignedInFirstScreen;

const BY_PATH = new Map<string, SignedInShell>(
  FIRST_SCREENS.flatMap((screen) => (screen.device === 'session' ? [[screen.path, screen.page] as const] : [])),
);

/** The shell of a path, if it is one of those pages. */
export function signedInShellOf(pathname: string): SignedInShell | undefined {
  return BY_PATH.get(pathname);
}
