// Builds dist/ with ncc: dist/index.js (+ chunks for lazily loaded modes), source maps and
// dist/licenses.txt. dist/ is emptied first so files of removed chunks cannot linger.
// BUNDLE_OUT builds elsewhere (the tests bundle src/ into build/test-dist/ this way).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const out = process.env.BUNDLE_OUT || 'dist';
rmSync(out, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    'node_modules/@vercel/ncc/dist/ncc/cli.js',
    'build',
    'src/index.ts',
    '--out',
    out,
    '--source-map',
    // No `import './sourcemap-register.cjs'` at the top of the entry: it costs ~50 ms per start.
    '--no-source-map-register',
    '--license',
    'licenses.txt',
    '--quiet',
  ],
  { stdio: 'inherit' },
);
