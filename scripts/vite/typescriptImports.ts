import { register } from 'tsx/esm/api';

// Vite loads its config as one bundle run by plain Node, which cannot import a TypeScript file by
// path; the config's modules do (scripts/lib/site/siteFacts.ts reads the site's blocks/siteFacts.ts,
// whichever site SITE_DIR names). Registering tsx's loader first, as every command of ours runs
// under it, makes `vite` (npm run dev) the same program as they are. Imported first by vite.config.ts.
register();
