import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Many tests render the whole app from its lazy routes; on a loaded two-core CI machine the
    // first render of a file alone has taken over 5 s. A hang still fails, after 15 s.
    testTimeout: 15_000,
  },
});
