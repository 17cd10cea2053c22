// Builds dist/ with ncc: dist/index.js (+ chunks for lazily loaded modes), source maps and
// dist/licenses.txt, then the emulator step (emulator/action.yml): dist/emulator/main/,
// dist/emulator/post/ and dist/emulator/server/ (the emulator its main starts), each an
// index.js with its source map and licenses.txt. dist/ is emptied first so files of removed
// chunks cannot linger. BUNDLE_OUT builds the same tree elsewhere (the tests bundle the sources
// into build/test-dist/ this way, so that they run the code as it is now).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Bundles `entry` into the directory `out`. */
function build(entry, out) {
  execFileSync(
    process.execPath,
    [
      'node_modules/@vercel/ncc/dist/ncc/cli.js',
      'build',
      entry,
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
}

const out = process.env.BUNDLE_OUT || 'dist';
rmSync(out, { recursive: true, force: true });
build('src/index.ts', out);
build('emulator/step/main.ts', `${out}/emulator/main`);
build('emulator/step/post.ts', `${out}/emulator/post`);
build('emulator/cli.ts', `${out}/emulator/server`);
