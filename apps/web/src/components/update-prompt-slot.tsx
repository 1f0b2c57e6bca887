import { useUpdateReady } from '../lib/pwa/update-state';
import { UpdatePrompt } from './update-prompt';

/** Shows the update prompt once a new version waits (docs/decisions/0022-installable-app.md). */
export function UpdatePromptSlot() {
  return useUpdateReady() ? <UpdatePrompt /> : null;
}
