// How long `npm start` takes on a built tree to serve: spawn the server on an existing embedded
// database and time until /healthz answers (docs/performance.md budget: under 3 s). Median of 5 runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './lib.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'daybook-start-'));
const first = await startServer({ port: 3201, dataDir });
await first.stop();
console.log(`first start (migrate + demo seed): ${first.readyMs.toFixed(0)} ms`);

const runs = [];
for (let i = 0; i < 5; i++) {
  const server = await startServer({ port: 3201, dataDir });
  runs.push(server.readyMs);
  await server.stop();
}
runs.sort((a, b) => a - b);
console.log(
  `later starts: ${runs.map((r) => r.toFixed(0)).join(', ')} ms; median ${runs[2].toFixed(0)} ms (budget 3000 ms)`,
);
