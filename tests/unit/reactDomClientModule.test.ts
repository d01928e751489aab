import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths.ts';
import { reactDomClientSource } from '../../scripts/vite/reactDomClientModule.ts';

const file = path.join(ROOT, 'node_modules/react-dom/cjs/react-dom-client.production.js');
const source = fs.readFileSync(file, 'utf8');

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
});
