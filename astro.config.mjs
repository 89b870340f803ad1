// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { pageHeaders } from './src/server/http/page-headers.ts';

// Static pages only: every dynamic route is a page shell that netlify.toml (and the local server) rewrite to.
export default defineConfig({
  output: 'static',
  // Parallel test runs may build into their own folder (the local server reads the same variable).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // React renders the islands (docs/decisions/009-couple-pages-weight.md). pageHeaders(): dist/_headers with the
  // security headers and the pages' Content-Security-Policy.
  integrations: [react(), pageHeaders()],
  vite: {
    plugins: [tailwindcss()],
    // `npm run dev` serves pages with HMR; the API comes from `npm start` on its port.
    server: { proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 4321}` } },
  },
});
