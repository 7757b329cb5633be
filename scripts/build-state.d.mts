/** Types of scripts/build-state.mjs (plain JavaScript, so that `npm start` needs no compiler). */
export const markerName: string;
export const postbuildInputs: string[];
export const siteSources: string[];
export function settingsDigest(env: NodeJS.ProcessEnv): string;
export function newestFile(path: string, skip?: string): { path: string; mtimeMs: number };
export type OutState =
  | { complete: true; buildId: string; finishedAt: string; staleSources: string | null }
  | { complete: false; reason: string };
export function outState(root: string, env: NodeJS.ProcessEnv): OutState;
export function startDecision(before: OutState, afterBuild: OutState | null): 'serve' | 'build' | 'refuse';
