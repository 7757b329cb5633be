/**
 * The part of jsdom (a devDependency, Vitest's DOM) that scripts/bench/floor.ts uses. jsdom ships
 * no types of its own; this avoids adding @types/jsdom for one constructor.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
