// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import tailwindcss from '@tailwindcss/vite';
import { pageHeaders } from './src/server/http/page-headers.ts';

// React libraries are bundled into the server build too, so that their `react` imports resolve to preact/compat
// while pages are pre-rendered (the Preact integration does so for `react` itself only).
function bundleReactLibraries() {
  const packages = ['react', 'react-dom', 'react-dom/test-utils', 'react/jsx-runtime', 'sonner', '@stripe/react-stripe-js', '@nanostores/react'];
  return {
    name: 'bundle-react-libraries',
    /** @param {string} name */
    configEnvironment(name) {
      if (name === 'ssr' || name === 'prerender') return { resolve: { noExternal: packages } };
    },
  };
}

// Static pages only: every dynamic route is a page shell that netlify.toml (and the local server) rewrite to.
export default defineConfig({
  output: 'static',
  // Parallel test runs may build into their own folder (the local server reads the same variable).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Islands are written against React's API and rendered by Preact (preact/compat): the same components at a
  // tenth of the runtime's weight (docs/decisions/009-couple-pages-weight.md). pageHeaders(): dist/_headers with
  // the security headers and the pages' Content-Security-Policy.
  integrations: [preact({ compat: true }), pageHeaders()],
  vite: {
    plugins: [tailwindcss(), bundleReactLibraries()],
    // `npm run dev` serves pages with HMR; the API comes from `npm start` on its port.
    server: { proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 4321}` } },
  },
});
