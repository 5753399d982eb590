import { readFileSync } from 'node:fs';

/** `npm run serve` as package.json has it: its environment (NAME=value before node) and node's flags, so a bench runs the built server as production does. */
export function serveCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const words = scripts.serve!.split(/\s+/);
  const assignments = words.slice(0, words.indexOf('node')).map((word) => word.split('=') as [string, string]);
  return { env: Object.fromEntries(assignments), flags: words.filter((word) => word.startsWith('--')) };
}
