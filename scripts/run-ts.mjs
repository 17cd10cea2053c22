// Runs a TypeScript script (`node scripts/run-ts.mjs scripts/demo.ts`) through tsx's loader with
// tsx's disk cache off: the tsx command, and the cache, leave a `tsx-<uid>` folder in the temp
// directory, and `npm run demo` promises to leave nothing there. Compiling without the cache
// costs well under a second.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.TSX_DISABLE_CACHE = '1';
const { register } = await import('tsx/esm/api');
register();
const [script, ...rest] = process.argv.slice(2);
if (!script) throw new Error('usage: node scripts/run-ts.mjs <script.ts> [args…]');
process.argv = [process.argv[0], path.resolve(script), ...rest];
await import(pathToFileURL(path.resolve(script)).href);
