import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // Form tests type character by character; on a loaded 2-core CI machine 5 s is too tight.
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
