// Docusaurus merges the global data that plugins set in `allContentLoaded` in the order their hooks finish, and
// each hook first awaits a file write of its own: two builds of the same site could write `globalData.json` with the
// plugins' keys in another order, and so give the main bundle another hash (measured here: `main.ed687484.js` and
// `main.710f9a4d.js` from one commit), which makes every reader download it again after a deploy that changed
// nothing. Plugins that set global data there finish their hook through `inNameOrder`: the hooks then end in the
// order of the plugins' names, whatever the file writes do.
//
// Docusaurus loads each plugin's file with a module cache of its own: the registry is on globalThis (as in
// buildOutputs.ts).
const REGISTRY = Symbol.for('docusaurus-versioned-site/global-data-order');
const shared = globalThis as typeof globalThis & {[REGISTRY]?: Map<string, {done: Promise<void>; end: () => void}>};

/**
 * Registers a plugin that sets global data in `allContentLoaded`; call it when the plugin is created. Returns the
 * wrapper for the hook's work: it runs the work, then waits for every registered plugin whose name sorts before this
 * one to finish its own hook before it returns.
 */
export function inNameOrder(name: string): <T>(work: () => Promise<T> | T) => Promise<T> {
  const registry = (shared[REGISTRY] ??= new Map());
  let end: () => void = () => undefined;
  // A new build in the same process (tests) creates its plugins again.
  registry.set(name, {done: new Promise<void>((resolve) => (end = resolve)), end});
  return async (work) => {
    try {
      return await work();
    } finally {
      const earlier = [...registry.keys()].sort().filter((other) => other < name);
      await Promise.all(earlier.map((other) => registry.get(other)!.done));
      registry.get(name)!.end();
    }
  };
}

/** Forgets every registered plugin: for tests, whose files share one process's globalThis. */
export function forgetGlobalDataOrder(): void {
  delete shared[REGISTRY];
}
