/**
 * Texts written only into the build's first screens (app/prerender.tsx), never into the app's
 * scripts: what a page says when its scripts have not arrived (docs/offline.md, "When the scripts
 * do not arrive").
 */
export const en = {
  firstScreen: {
    slowStart: 'Still loading. On a weak signal this can take a minute. If nothing changes, check your connection and',
    reload: 'reload the page',
  },
};
