import { defineProject } from 'vitest/config';

// The benches' own helpers (how they read CPU, parse their tools' output); not the benches.
export default defineProject({
  test: { name: 'bench', environment: 'node', include: ['lib/**/*.test.ts'] },
});
