import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/site/paths.ts';
import { reactDomClientSource } from '../../scripts/vite/reactDomClientModule.ts';

const file = path.join(ROOT, 'node_modules/react-dom/cjs/react-dom-client.production.js');
const source = fs.readFileSync(file, 'utf8');

/**
 * Evaluates a converted module for real (Node's own module loader, React's dependencies resolved
 * from the project's node_modules) and says what Error.stackTraceLimit was once it had run.
 */
async function evaluate(module: string): Promise<{ failure?: unknown }> {
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache-react-dom-module-'));
  const moduleFile = path.join(dir, 'react-dom-client.mjs');
  fs.writeFileSync(moduleFile, module);
  try {
    await import(/* @vite-ignore */ pathToFileURL(moduleFile).href);
    return {};
  } catch (failure) {
    return { failure };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pageLimit = Error.stackTraceLimit;
afterEach(() => {
  Error.stackTraceLimit = pageLimit;
  delete (globalThis as { topLevelProbe?: Error }).topLevelProbe;
});

describe("react-dom/client as an ES module (the browser build's)", () => {
  it("converts the installed React DOM: imports for its requires, named exports for its exports, React's code otherwise unchanged", () => {
    const module = reactDomClientSource(source);
    expect(module).not.toMatch(/\brequire\(/);
    expect(module).toContain("import Scheduler from 'scheduler';");
    expect(module).toContain("import React from 'react';");
    expect(module).toContain("import ReactDOM from 'react-dom';");
    expect(module).toContain('export const { createRoot, hydrateRoot, version } = exports;');
    // Everything after the requires is React's text, byte for byte.
    const afterRequires = source.slice(source.indexOf('ReactDOM = require("react-dom");') + 'ReactDOM = require("react-dom");'.length);
    expect(module).toContain(afterRequires);
  });

  it('refuses a React DOM whose shape it does not know, instead of shipping it half converted', () => {
    expect(() => reactDomClientSource(source.replace('React = require("react")', 'React = require("react/index.js")'))).toThrow(/requires/);
    expect(() => reactDomClientSource(`${source}\nvar extra = require("react-dom/server");`)).toThrow(
      /require this build does not convert/,
    );
    expect(() => reactDomClientSource(source.replace('\nexports.hydrateRoot = ', '\nexports.hydrate = '))).toThrow(/hydrateRoot/);
  });

  it("runs React's top level without stack traces (no reparse of the whole file for them), then puts the page's limit back", async () => {
    Error.stackTraceLimit = 7;
    // A probe at the end of React's code stands for its top-level sentinel errors.
    const probed = reactDomClientSource(source.replace(/\nexports\.version = /, '\nglobalThis.topLevelProbe = Error("probe");$&'));
    const { failure } = await evaluate(probed);
    expect(failure).toBeUndefined();
    const probe = (globalThis as { topLevelProbe?: Error }).topLevelProbe;
    expect(probe).toBeInstanceOf(Error);
    expect(probe?.stack).toBeUndefined();
    expect(Error.stackTraceLimit).toBe(7);
    expect(new Error('after').stack).toMatch(/after/);
  });

  it("puts the page's limit back even when React's code throws while it is evaluated", async () => {
    Error.stackTraceLimit = 9;
    const failing = reactDomClientSource(source.replace(/\nexports\.version = /, '\nthrow new TypeError("React could not start");$&'));
    const { failure } = await evaluate(failing);
    expect(String(failure)).toMatch(/React could not start/);
    await Promise.resolve();
    expect(Error.stackTraceLimit).toBe(9);
  });
});
