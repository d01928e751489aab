/** npm run preview — serves the built site from dist/ on http://localhost:4173 (PORT overrides). */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './staticServer.ts';
import { allowedHostsFromEnv } from './allowedHost.ts';
import { DIST_DIR, ROOT } from '../lib/site/paths.ts';

const root = path.resolve(ROOT, process.env.SITE_DIST ?? DIST_DIR);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} has no built site. Run \`npm run build\` first (npm start does both).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const server = createStaticServer({ root, allowedHosts: allowedHostsFromEnv() });
server.listen(port, host, () => {
  // The port it got: the one asked for, or the system's choice for PORT=0.
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} on http://localhost:${bound} (Ctrl+C to stop)`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
