import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import classNames from 'classnames';
import { describe, expect, it } from 'vitest';
import { rolldownBundle } from './rolldown-bundle';
import { PROP_TYPES_SOURCE, REACT_ENTRIES, WARNING_SOURCE, esmInteropRolldown, reactEntryNames } from './build-esm-interop';

const root = resolve(__dirname, '..');
const require = createRequire(import.meta.url);
const dataModule = (code: string) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** One ES module bundled by Rolldown with the faces (nothing external), production's React. */
const bundled = (contents: string) =>
  rolldownBundle(contents, { plugins: [esmInteropRolldown], transform: { define: { 'process.env.NODE_ENV': '"production"' } } });

describe("the CommonJS a page runs has an ES face, so only React's chunk needs Rolldown's helpers (issue 25)", () => {
  it("each React entry point's face exports every name React's production and development builds export", () => {
    for (const [entry, files] of Object.entries(REACT_ENTRIES)) {
      const names = reactEntryNames(entry);
      for (const file of files) {
        const real = Object.keys(require(resolve(root, 'node_modules', file)) as object);
        expect(
          real.filter((name) => !names.includes(name)),
          `${entry} (${file})`,
        ).toEqual([]);
      }
    }
    expect(reactEntryNames('react')).toEqual(expect.arrayContaining(['useState', 'createContext', 'Fragment', 'act']));
    expect(reactEntryNames('react-dom/client')).toEqual(['createRoot', 'hydrateRoot', 'version']);
  });

  it('a bundle that imports React by name, as a default and as a namespace gets the real functions', async () => {
    const { code } = await bundled(
      "import React, { useState } from 'react'; import * as ReactDOM from 'react-dom'; import { createRoot } from 'react-dom/client';\n" +
        "import { jsx } from 'react/jsx-runtime';\n" +
        'export const same = useState === React.useState && typeof useState === "function";\n' +
        'export const portal = typeof ReactDOM.createPortal; export const root = typeof createRoot;\n' +
        "export const element = jsx('b', { children: 'Hallo' }).props.children; export const version = React.version;\n",
    );
    const module = (await dataModule(code)) as Record<string, unknown>;
    expect(module).toMatchObject({ same: true, portal: 'function', root: 'function', element: 'Hallo' });
    expect(module.version).toBe((require('react') as { version: string }).version);
  });

  it('classnames is clsx (the same class strings), prop-types and warning are their production builds', async () => {
    const { code, modules } = await bundled(
      "import cx from 'classnames'; import PropTypes from 'prop-types'; import warning from 'warning';\n" +
        "export const classes = (...args) => cx(...args); export { PropTypes }; export const warned = warning(false, 'x');\n",
    );
    expect(code).not.toMatch(/__commonJS|__toESM|__require/);
    expect(modules.some((id) => /node_modules[\\/]clsx[\\/]/.test(id))).toBe(true);
    const module = (await dataModule(code)) as {
      classes: (...args: unknown[]) => string;
      PropTypes: Record<string, unknown>;
      warned: unknown;
    };
    const inputs: unknown[][] = [
      ['btn', 'btn-primary'],
      ['btn', false, null, undefined, 0, '', 'active'],
      [{ show: true, fade: false }, 'modal'],
      [['a', ['b', { c: true, d: false }]], 1],
      ['form-control', { 'is-invalid': 'yes', 'is-valid': 0 }],
    ];
    for (const args of inputs) expect(module.classes(...args), JSON.stringify(args)).toBe(classNames(...(args as string[])));

    const real = (require(resolve(root, 'node_modules/prop-types/factoryWithThrowingShims.js')) as () => Record<string, unknown>)();
    expect(Object.keys(module.PropTypes).sort()).toEqual(Object.keys(real).sort());
    const secret = require(resolve(root, 'node_modules/prop-types/lib/ReactPropTypesSecret.js')) as string;
    const call = (validator: unknown, withSecret: boolean) => () =>
      (validator as (...a: unknown[]) => unknown)({}, 'x', 'C', 'prop', 'x', withSecret ? secret : undefined);
    expect(call(module.PropTypes.string, true)()).toBeUndefined();
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
      return 'nothing thrown';
    };
    expect(thrown(call(module.PropTypes.string, false))).toBe(thrown(call(real.string, false)));
    expect(thrown(call(real.string, false))).toMatch(/^Invariant Violation: Calling PropTypes validators directly/);
    const shape = (module.PropTypes.shape as (s: unknown) => { isRequired: unknown })({});
    expect(typeof shape.isRequired).toBe('function');

    expect(module.warned).toBeUndefined();
    expect(WARNING_SOURCE).toMatch(/function warning\(\) \{\}/);
    // warning's production build is the same empty function (fails when an update changes that).
    expect(readFileSync(resolve(root, 'node_modules/warning/warning.js'), 'utf8')).toMatch(
      /var warning = function\(\) \{\};\s+if \(__DEV__\)/,
    );
    expect(PROP_TYPES_SOURCE).toContain(secret);
  });
});
