// npm run build: the PWA into dist (or the folder given as the first argument), the server's
// renderer of its public screens into <folder>/ssr, which the server loads
// (api/src/http/renderedPages.ts), and the server itself into dist-server (scripts/bundleServer.ts).
// --quiet prints only warnings; --app-only leaves the server out (a scratch build of the app).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { RENDERER_DIR } from '../api/src/http/renderedPages';
import { bundleServer } from './bundleServer';
import { checkMantineStyles } from './checkMantineStyles';

const [folder = 'dist'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const outDir = path.resolve(folder);
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

// What runs in production is the same whatever NODE_ENV the build ran under (a development value
// would build React's development JSX runtime, which the production React the server loads lacks).
process.env.NODE_ENV = 'production';
await build({ mode: 'production', build: { outDir }, logLevel });
checkMantineStyles(outDir);
await build({ mode: 'production', build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, RENDERER_DIR) }, logLevel });
// The renderer is an ES module wherever the build goes: a scratch build outside the repository has no
// package.json above it saying so, and Node would load it as CommonJS (under tsx, converted with
// __name(…) wrappers, which then broke the page scripts it sends as their functions' source).
writeFileSync(path.join(outDir, RENDERER_DIR, 'package.json'), '{ "type": "module" }\n');
if (!process.argv.includes('--app-only')) await bundleServer();
