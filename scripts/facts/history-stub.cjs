// Preloaded (node --require) into the history dump: a module the shared install cannot resolve becomes a stub
// instead of an error. Option schemas are built from Joi; the stubbed modules (old loaders, lodash.* helpers, webpack
// 4 internals) are only touched at load time, so a callable, property-returning placeholder is enough.
'use strict';
// A --require preload must be CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Module = require('node:module');

function stub(name) {
  const target = function stubbed() {};
  const proxy = new Proxy(target, {
    get(t, key) {
      if (key === 'prototype') return {};
      if (key === '__esModule') return false;
      if (key === Symbol.toPrimitive) return () => `[stub ${name}]`;
      if (key === Symbol.iterator) return undefined;
      if (key === 'then') return undefined;
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy,
  });
  return proxy;
}

const load = Module._load;
const stubbed = new Set();
Module._load = function loadOrStub(request, parent, isMain) {
  try {
    return load.call(this, request, parent, isMain);
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND' && error?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    // A missing file of a package itself is a real failure, not a dependency to stub.
    if (request.startsWith('.') || request.startsWith('/')) throw error;
    if (!stubbed.has(request)) {
      stubbed.add(request);
      process.stderr.write(`stubbed ${request}\n`);
    }
    return stub(request);
  }
};
