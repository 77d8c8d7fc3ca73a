// A Vite plugin that prerenders the landing page: after the browser build, it builds src/landing/prerender.tsx
// for Node with the same configuration (so CSS Module class names match), renders it, and writes the HTML into
// the built index.html's #root, where the landing entry hydrates it. The first paint needs nothing but the HTML:
// the landing page's stylesheet is inlined, the app's boot shell (for an empty #root) is left out, and the entry
// script starts loading only once that first frame is on screen.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withoutBootShell } from './bootShell.mjs';

const ROOT_ELEMENT = '<div id="root"></div>';
const HYDRATE_MODULE = /src[\\/]landing[\\/]hydrate\.tsx$/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page with its entry loaded once the page has painted, instead of from <head>: the prerendered page and its
 * links work without it, and a script fetched and run before the first paint only delays it (on a slow phone, the
 * largest text paints hundreds of milliseconds later). The first contentful paint is the landing page's largest
 * one too (the lead paragraph, in the same frame), so the entry never competes with it; a browser without paint
 * timing loads it after the load event instead. The entry imports what it needs itself.
 * @param {string} html
 */
export function loadEntryAfterFirstPaint(html) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no module entry script to load after the first paint');
  const loader = [
    '<script>',
    '(function () {',
    `  var load = function () { load = function () {}; import(${JSON.stringify(entry[1])}); };`,
    "  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {",
    '    new PerformanceObserver(function (list) {',
    "      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(load);",
    "    }).observe({ type: 'paint', buffered: true });",
    "  } else addEventListener('load', function () { setTimeout(load); });",
    '})();',
    '</script>',
  ].join('\n    ');
  return html.replace(MODULE_PRELOADS, '').replace(entry[0], () => `\n    ${loader}`);
}

/**
 * The stylesheets of the landing page's components: those of the chunk that hydrates it and its imports.
 * @param {import('rolldown').OutputBundle} bundle
 * @returns {string[]}
 */
function landingStylesheets(bundle) {
  /** @type {Set<string>} */
  const css = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} fileName */
  const visit = (fileName) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const file of /** @type {{ viteMetadata?: { importedCss: Set<string> } }} */ (chunk).viteMetadata?.importedCss ?? []) css.add(file);
    chunk.imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && ((chunk.isEntry && chunk.name === 'index') || chunk.moduleIds.some((id) => HYDRATE_MODULE.test(id)))) visit(fileName);
  }
  return [...css];
}

/** @returns {import('vite').Plugin} */
export function prerenderLanding() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  /** @type {string[]} */
  let stylesheets = [];
  return {
    name: 'lanes:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      if (!config.build.ssr) stylesheets = landingStylesheets(/** @type {import('rolldown').OutputBundle} */ (/** @type {unknown} */ (bundle)));
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
        /** @type {{ render: () => string }} */
        const { render } = await import(pathToFileURL(path.join(serverOutDir, 'prerender.js')).href);
        const indexFile = path.resolve(config.root, config.build.outDir, 'index.html');
        const page = await readFile(indexFile, 'utf8');
        if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to prerender into`);
        const outDir = path.resolve(config.root, config.build.outDir);
        let html = page.replace(ROOT_ELEMENT, `<div id="root">${render()}</div>`);
        html = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
        const css = await Promise.all(stylesheets.map((file) => readFile(path.join(outDir, file), 'utf8')));
        html = html.replace('</head>', () => `<style>${css.join('\n').replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`);
        await writeFile(indexFile, loadEntryAfterFirstPaint(withoutBootShell(html)));
      } finally {
        await rm(serverOutDir, { recursive: true, force: true });
      }
    },
  };
}
