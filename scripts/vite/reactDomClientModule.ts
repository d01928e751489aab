import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0react-dom-client-module';
const PRODUCTION_FILE = 'react-dom/cjs/react-dom-client.production.js';
/** The file's place (the package's exports map does not expose cjs/): beside its package.json. */
const productionFile = (require: NodeRequire) =>
  path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
/** The production file's one statement of requires, exactly as React 19 writes it. */
const REQUIRES = 'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");';
const EXPORTED = ['createRoot', 'hydrateRoot', 'version'] as const;
/** Holds the page's Error.stackTraceLimit while React's top level runs without one. */
const SAVED_LIMIT = 'stackTraceLimitOutsideReactDom';

/**
 * react-dom/client's production build as an ES module whose top level is React DOM's own code.
 *
 * Why: bundled as CommonJS, the whole of React DOM (200 KB) sits inside one wrapper function, and
 * V8 parses a function's body only when it is first called: on the main thread, in the task that
 * evaluates the chunk (about 55 ms on a phone-speed CPU, the longest task of a page with a form).
 * As module top-level code it is parsed while it downloads, on a background thread (script
 * streaming), and evaluating it only runs its declarations. The code itself is React's, unchanged:
 * only its three requires become imports and its `exports.…` object becomes the module's exports.
 *
 * Its evaluation runs with Error.stackTraceLimit unset. React creates four errors at its top level
 * (sentinels it throws to suspend, never shown to anyone), and when a browser keeps detailed stacks
 * (as it does with developer tools, Lighthouse or a test driver attached) a stack with a frame in a
 * script's top level makes V8 parse the whole 200 KB script again for that frame's line: 45 ms of
 * a 54 ms evaluation at 4x slowdown, which made this the one task over 50 ms after load. The limit
 * is put back when React's code has run, and in the next microtask should that code throw.
 *
 * It throws at build time if React's file no longer has the shape it expects (after an upgrade),
 * rather than shipping something half converted; the unit test checks the conversion still applies.
 */
export function reactDomClientSource(source: string): string {
  if (!source.includes(REQUIRES))
    throw new Error(`${PRODUCTION_FILE} no longer starts with the requires this build converts; see scripts/vite/reactDomClientModule.ts`);
  if (/\brequire\(/.test(source.replace(REQUIRES, ''))) throw new Error(`${PRODUCTION_FILE} has a require this build does not convert`);
  for (const name of EXPORTED) {
    if (!source.includes(`\nexports.${name} = `)) throw new Error(`${PRODUCTION_FILE} no longer exports ${name} as this build expects`);
  }
  if (source.includes(SAVED_LIMIT)) throw new Error(`${PRODUCTION_FILE} already uses the name ${SAVED_LIMIT}, which this build adds`);
  const body = source.replace(/^"use strict";\n/, '').replace(REQUIRES, 'var exports = {};');
  return [
    "import Scheduler from 'scheduler';",
    "import React from 'react';",
    "import ReactDOM from 'react-dom';",
    `var ${SAVED_LIMIT} = Error.stackTraceLimit;`,
    'Error.stackTraceLimit = undefined;',
    `queueMicrotask(function () { if (Error.stackTraceLimit === undefined) Error.stackTraceLimit = ${SAVED_LIMIT}; });`,
    body,
    `Error.stackTraceLimit = ${SAVED_LIMIT};`,
    `export default exports;`,
    `export const { ${EXPORTED.join(', ')} } = exports;`,
    '',
  ].join('\n');
}

/** Serves react-dom/client as reactDomClientSource's module in the browser build (not in SSR or dev). */
export function reactDomClientModule(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'react-dom-client-module',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (id === 'react-dom/client' && !options?.ssr) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return reactDomClientSource(fs.readFileSync(productionFile(require), 'utf8'));
    },
  };
}
