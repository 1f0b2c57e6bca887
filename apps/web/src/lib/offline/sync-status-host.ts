import { createContext } from 'react';

/**
 * True under the signed-in layout, which shows the offline queue's sync status once above every
 * page (app/layout/app-layout.tsx): a page's own copy then shows nothing, so the notice is never
 * shown twice. Kept apart from the sync status itself, so the layout's first load carries only this.
 */
export const SyncStatusHost = createContext(false);
