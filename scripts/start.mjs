/**
 * `npm start`: serves out/ with the intake service (server/main.ts), which answers the site and the
 * lead API on http://localhost:$PORT (default 3000). Settings: server/README.md.
 *
 * Only a complete build is served (scripts/build-state.mjs): out/ must carry the marker the build
 * writes last, newer than everything in out/ and than the post-build steps, made with the same
 * browser settings. Otherwise this builds once (`npm run build`) and refuses to start if out/ is
 * still not complete, so `npm run build && npm start` builds once and a half-processed out/ is
 * never served.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outState, startDecision } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const before = outState(root, process.env);
let decision = startDecision(before, null);
if (decision === 'build' && !before.complete) {
  console.log(`out/ is not a complete build (${before.reason}): building the site…`);
  const build = spawnSync('npm', ['run', 'build'], {
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
const state = outState(root, process.env);
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
