// A Vite plugin that prerenders the landing page: after the browser build, it builds src/landing/prerender.tsx
// for Node with the same configuration (so CSS Module class names match), renders it, and writes the HTML into
// the built index.html's #root, where the landing entry hydrates it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lanes:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const { build } = await import('vite');
      const serverOutDir = path.join(config.root, 'node_modules', '.cache', `lanes-prerender-${process.pid}`);
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/landing/prerender.tsx', outDir: serverOutDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
        });
        const { render } = (await import(pathToFileURL(path.join(serverOutDir, 'prerender.js')).href)) as { render: () => string };
        const indexFile = path.resolve(config.root, config.build.outDir, 'index.html');
        const page = await readFile(indexFile, 'utf8');
        if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to prerender into`);
        await writeFile(indexFile, page.replace(ROOT_ELEMENT, `<div id="root">${render()}</div>`));
      } finally {
        await rm(serverOutDir, { recursive: true, force: true });
      }
    },
  };
}
