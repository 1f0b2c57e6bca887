import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const API_TARGET = process.env.DAYBOOK_API ?? 'http://localhost:3000';

/** Libraries every route needs; kept in their own long-cached chunks (DESIGN §8). */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `@daybook/domain` publishes its TypeScript source under the "source" condition.
    conditions: ['source', ...defaultClientConditions],
    // Only react-admin imports react-router-dom; the shim leaves out the data-router factories so
    // that they do not grow the shared react chunk of the sign-in page (ADR 0011).
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./src/features/admin-console/react-router-dom-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/healthz': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs this code supports modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
