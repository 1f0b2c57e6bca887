/**
 * The build's render of a signed-in page with sample answers (app/prerender.tsx,
 * docs/decisions/0041-signed-in-first-screens.md), whose style rules are kept for the page's first
 * screen: there, what a page shows one paint later (lib/use-after-paint.ts) is rendered at once, so
 * that its rules are kept too. Never set in a browser. (The build's other flag, a signed-in render,
 * is in lib/auth-tokens.ts, read by the sign-in page's first load.)
 */
let wholePage = false;

export function renderWholePagesAtBuild(): void {
  wholePage = true;
}

export function rendersWholePageAtBuild(): boolean {
  return wholePage;
}
