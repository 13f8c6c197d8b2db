// Plugins' postBuild steps run at the same time. A plugin whose postBuild writes files that another one reads
// (the print pages and the version comparisons, which the offline manifest lists) announces that work when it is
// created, before any postBuild starts; the reader waits for every announced writer before it looks at build/.
//
// Docusaurus loads each plugin's file with a module cache of its own, so each plugin that imports this module gets
// its own copy of it: the writers are kept on globalThis, under a registered symbol, where every copy finds them.
const REGISTRY = Symbol.for('docusaurus-versioned-site/build-outputs');
const shared = globalThis as typeof globalThis & {[REGISTRY]?: Map<string, Promise<void>>};
const writers = (shared[REGISTRY] ??= new Map<string, Promise<void>>());

/** Returns the callbacks that settle the writer's announcement (call one of them at the end of its postBuild). */
export function announceBuildOutput(name: string): {done: () => void; failed: (error: unknown) => void} {
  let done: () => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  writers.set(
    name,
    new Promise<void>((resolve, reject) => {
      done = resolve;
      failed = reject;
    }),
  );
  return {done, failed};
}

/** Resolves once every announced writer has finished its postBuild; rejects if one failed. */
export async function buildOutputsWritten(): Promise<void> {
  await Promise.all(writers.values());
}

/** Resolves once the named writer has finished its postBuild (at once if no such writer was announced). */
export async function buildOutputWritten(name: string): Promise<void> {
  await writers.get(name);
}
