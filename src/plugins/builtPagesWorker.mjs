// A worker thread of the one pass over the built pages (builtPages.ts): runs consumers' per-page work off the main
// thread. Consumers name a module and an export (TypeScript, loaded with jiti as Docusaurus loads the plugins
// themselves, with its transpilation cache), so each worker imports only the code the work needs.
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), {cache: true, interopDefault: false});

/** @type {Map<string, (page: unknown) => unknown>} */
const visitors = new Map(
  workerData.consumers.map(({name, module, exportName, options}) => {
    const visit = jiti(module)[exportName];
    if (typeof visit !== 'function') throw new Error(`built pages: ${module} has no function ${exportName}`);
    return [name, (page) => visit(page, options)];
  }),
);

parentPort.on('message', ({id, page, consumers}) => {
  const results = {};
  const ms = {};
  try {
    for (const name of consumers) {
      const started = performance.now();
      results[name] = visitors.get(name)(page);
      ms[name] = performance.now() - started;
    }
    parentPort.postMessage({id, results, ms});
  } catch (error) {
    parentPort.postMessage({id, error: `${page.url}: ${error instanceof Error ? error.stack : String(error)}`});
  }
});
