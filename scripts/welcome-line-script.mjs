// The inline script of the dashboard's first screen, apart from scripts/prerender.mjs so that the web
// app's tests can run it (apps/web/src/components/welcome-line.test.ts).
/**
 * The one inline script of a page the build writes (docs/decisions/0041-signed-in-first-screens.md):
 * on the dashboard's first screen it fills the welcome line, before the paint, from the name and
 * time zone the device kept (apps/web/src/components/welcome-line.tsx: `GREETING_KEY`, the line's
 * id, its data attributes), the same text the app then shows; without them, or once the session
 * that kept them must have ended (`until`, components/remember-greeting.ts), the line stays hidden.
 * It writes text only (`textContent`). The server allows it by its hash (apps/server/src/plugins/spa.ts).
 */
export const WELCOME_LINE_SCRIPT =
  "(()=>{try{const p=document.getElementById('welcome-line');" +
  "const g=JSON.parse(localStorage.getItem('daybook.greeting')||'null');" +
  "if(!p||!g||typeof g.name!=='string'||!g.name||typeof g.timeZone!=='string'||!g.timeZone||!(g.until>Date.now()))return;" +
  'const d=new Intl.DateTimeFormat(p.dataset.locale,{...JSON.parse(p.dataset.dateOptions),timeZone:g.timeZone}).format(new Date());' +
  "p.textContent=p.dataset.welcome.replace('{name}',()=>g.name)+' \\u00b7 '+d;p.hidden=false}catch{}})()";
