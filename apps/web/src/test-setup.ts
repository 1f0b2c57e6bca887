import { configure } from '@testing-library/react';

/**
 * Run before every web test file (vitest.config.ts). Testing Library's `findBy…` and `waitFor` give
 * up after 1 s by default; the first render of the admin console (react-admin and MUI, cold in a
 * fresh worker) took longer than that on a loaded 2-core CI machine (2026-11-28), and the test
 * failed though the page was right. They wait up to 5 s; a test still fails when what it waits for
 * never comes.
 */
configure({ asyncUtilTimeout: 5_000 });
