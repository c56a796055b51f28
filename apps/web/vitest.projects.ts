import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import { preactAliases } from './build/preact-aliases.ts';

/*
 * The web app's tests run as two projects. Most files share their worker's module graph
 * (`isolate: false`): each file no longer loads React, the router, i18next, the locales and the
 * setup file afresh, which was most of its time. On a two-core host the project took 329 s
 * isolated and 110 s shared. The files that replace a module for themselves (`vi.mock`,
 * `vi.doMock`, `vi.resetModules`) keep a module graph of their own, in `web-isolated`: in a
 * shared graph their replacement would reach other files, or come too late for their own.
 * A file is put in one or the other by what it contains, so a new test needs no list kept.
 */

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const testFolders = ['src', 'build'];
const isTestFile = /\.test\.tsx?$/;
const replacesModules = /\bvi\.(?:mock|doMock|resetModules)\(/;

/** The web app's test files that replace modules, relative to the app's folder. */
function moduleReplacingTests(): string[] {
  return testFolders.flatMap((folder) =>
    readdirSync(path.join(webRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => isTestFile.test(file))
      .map((file) => path.posix.join(folder, ...file.split(path.sep)))
      .filter((file) => replacesModules.test(readFileSync(path.join(webRoot, file), 'utf8'))),
  );
}

/** One of the two projects: `shared` files share their worker's modules; the others do not. */
export function webProject(modules: 'shared' | 'isolated') {
  const replacing = moduleReplacingTests();
  const allTests = testFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
  return defineProject({
    plugins: [react()],
    // Tests run on the framework the app ships with (decision 025). Testing Library's ES module
    // (its `module` field) imports react-dom by name, where the aliases reach it.
    resolve: {
      alias: preactAliases,
      mainFields: ['module', 'main'],
      conditions: ['module', 'development|production'],
    },
    // The same for tests that run as the server does (`@vitest-environment node`).
    ssr: { resolve: { conditions: ['module', 'development|production'] } },
    test: {
      name: modules === 'shared' ? 'web' : 'web-isolated',
      // Libraries that import React run through Vite rather than Node, so the aliases reach
      // them. Preact itself stays with Node: one copy, even for a test that resets its modules.
      server: {
        deps: {
          inline: [
            /[\\/]react-/,
            /@tanstack/,
            /@testing-library/,
            /i18next/,
            /@hookform/,
            /@tiptap/,
          ],
        },
      },
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      isolate: modules === 'isolated',
      include: modules === 'shared' ? allTests : replacing,
      exclude: [...configDefaults.exclude, ...(modules === 'shared' ? replacing : [])],
      // Many tests render the whole app from its lazy routes; on a loaded two-core CI machine
      // the first render of a file alone has taken over 5 s. A hang still fails, after 15 s.
      testTimeout: 15_000,
    },
  });
}
