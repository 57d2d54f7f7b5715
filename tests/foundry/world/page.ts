/**
 * Which simulated client ("page") the code running now belongs to. The Foundry globals the system reads — `game`,
 * `CONFIG`, `Hooks`, `ui`, `foundry`, the document classes, `Roll` — are getters on `globalThis` that answer with the
 * current page's own objects. The page is tracked by an AsyncLocalStorage, so it holds synchronously and across every
 * `await` and timer the page's code starts, however the pages' promises interleave: a query handler the server
 * delivers to a page runs on that page, and its continuations stay there. Outside any page the globals are what they
 * were before (the vitest shim's `foundry`, `Hooks`, `CONFIG`), which module-level code of the system reads at import.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export const PAGE_GLOBALS = [
  "game",
  "CONFIG",
  "CONST",
  "Hooks",
  "ui",
  "foundry",
  "canvas",
  "PIXI",
  "Roll",
  "User",
  "Actor",
  "Scene",
  "TokenDocument",
  "ActiveEffect",
  "Combat",
  "ChatMessage",
  "JournalEntry",
  "Folder",
] as const;

export type PageGlobal = (typeof PAGE_GLOBALS)[number];

export interface Page {
  readonly globals: Readonly<Record<PageGlobal, unknown>>;
}

const current = new AsyncLocalStorage<Page>();
const outside = new Map<string, unknown>();
let installed = false;

/** Turns the globals into getters on the current page (once per test file). */
export function installPageGlobals(): void {
  if (installed) return;
  installed = true;
  const scope = globalThis as unknown as Record<string, unknown>;
  for (const name of PAGE_GLOBALS) {
    outside.set(name, scope[name]);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        const page = current.getStore();
        return page ? page.globals[name] : outside.get(name);
      },
      set: (value: unknown) => {
        if (current.getStore()) throw new Error(`the system may not replace the global ${name}`);
        outside.set(name, value);
      },
    });
  }
}

/** Runs `fn` on `page`: the globals are the page's for `fn` and everything it awaits or schedules. */
export const onPage = <T>(page: Page, fn: () => T): T => current.run(page, fn);

/** The page the running code belongs to, if any. */
export const currentPage = (): Page | undefined => current.getStore();
