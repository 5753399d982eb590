// npm run build: the PWA into dist (or the folder given as the first argument), then the server's
// renderer of its public screens into <folder>/ssr, which the server loads (api/src/http/renderedPages.ts).
// --quiet prints only warnings.
import path from 'node:path';
import { build } from 'vite';
import { RENDERER_DIR } from '../api/src/http/renderedPages';

const [folder = 'dist'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const outDir = path.resolve(folder);
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({ build: { outDir }, logLevel });
await build({ build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, RENDERER_DIR) }, logLevel });
