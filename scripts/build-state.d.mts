/** Types of scripts/build-state.mjs (plain JavaScript, so that `npm start` needs no compiler). */
export const markerName: string;
export const postbuildInputs: string[];
export const siteSources: string[];
export function settingsDigest(env: Record<string, string | undefined>): string;
export function newestFile(path: string, skip?: string): { path: string; mtimeMs: number };
export type OutState =
  | { complete: true; buildId: string; finishedAt: string; staleSources: string | null }
  | { complete: false; reason: string };
export function outState(root: string, env: Record<string, string | undefined>): OutState;
export function startDecision(before: OutState, afterBuild: OutState | null): 'serve' | 'build' | 'refuse';
