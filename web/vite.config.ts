/// <reference types="node" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstLoadChunkGroups } from './scripts/first-load-chunks.js';

// The API and the Firebase Hosting reserved paths (/__/firebase/init.json) are served by the
// local runtime; the dev server forwards them so the SPA runs against it unchanged.
const apiTarget = `http://127.0.0.1:${process.env.PORTICO_PORT ?? 8080}`;

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * MUI's Tooltip gets src/lib/deferred-popper.tsx for its Popper import: the popper and Popper.js
 * load when a tooltip first opens, not with every screen that has a tooltip (issue 48).
 */
function deferTooltipPopper(): Plugin {
  const tooltip = /[\\/]@mui[\\/]material[\\/](esm[\\/])?Tooltip[\\/]Tooltip\.m?js$/;
  return {
    name: 'portico:defer-tooltip-popper',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && tooltip.test(importer) && /^\.\.\/Popper(\/index\.m?js)?$/.test(source)) {
        return `${srcDir}/lib/deferred-popper.tsx`;
      }
      return null;
    },
  };
}

/**
 * React Router's production build in production: its package exports name only its development
 * build, whose warnings (ENABLE_DEV_WARNINGS) the bundler cannot drop (remix-run/react-router#14102).
 */
function productionReactRouter(): Plugin {
  return {
    name: 'portico:production-react-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (
        resolved && {
          ...resolved,
          id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2'),
        }
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), deferTooltipPopper(), productionReactRouter()],
  resolve: { alias: { '@': srcDir } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/__': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    // Maps for error reporting, without a sourceMappingURL comment in the served files.
    sourcemap: 'hidden',
    // Read by scripts/prerender-sign-in.ts (the chunks a first screen preloads), then removed.
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 800,
    // The pages clients open first load a few chunks, not dozens (scripts/first-load-chunks.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: firstLoadChunkGroups(srcDir) } } },
  },
}));
