import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // The files share their worker's modules, as the API's do: importing Ant Design, React and
    // the translations anew for every file was half of the suite's time (246 → 132 s, all 496
    // tests passing). The setup file still runs per file; each test renders its own app with
    // its own query client, and the setup clears storage, stubs and handlers after each.
    isolate: false,
    // Form tests type character by character; on a loaded 2-core CI machine 5 s is too tight.
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
