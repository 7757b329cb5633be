/**
 * `npm start`: builds the site when out/ is missing or older than the sources (when the build tools
 * are installed), then starts the intake service (server/main.ts), which serves out/ and the lead
 * API on http://localhost:$PORT (default 3000). Settings: server/README.md.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const marker = join(root, 'out', 'index.html');
const sources = ['app', 'components', 'content', 'lib', 'public', 'scripts', 'next.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

// The browser-side settings baked into the last build this command made (a test build differs).
const stampFile = join(root, '.next', 'start-build-stamp.json');
const publicSettings = JSON.stringify(
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key.startsWith('NEXT_PUBLIC_') || key === 'SITE_URL')
      .sort(),
  ),
);
const stampMatches = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === publicSettings;

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
// A production install (`npm ci --omit=dev`) has the service but not the build tools: it serves the
// out/ built elsewhere as it is.
const canBuild = existsSync(join(root, 'node_modules', 'next', 'package.json'));
if (!canBuild && !builtAt) {
  console.error(
    'No build in out/, and the build tools are not installed (npm ci --omit=dev): build with `npm ci && npm run build` first.',
  );
  process.exit(1);
}
if (canBuild && (builtAt < changedAt || !stampMatches)) {
  console.log(
    builtAt ? 'Sources or settings changed since the last build: rebuilding…' : 'No build yet: building the site…',
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, publicSettings);
}

// One child process: Node with tsx's loader, so signals reach the service directly.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
