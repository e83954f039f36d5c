import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
  // Screens load with their first visit (app/router.tsx); the largest shared chunk, React and
  // Ant Design's core, is ~640 kB before compression.
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 700 },
});
