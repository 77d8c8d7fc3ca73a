// A Vite plugin for the app's offline shell: the build writes the service worker (src/serviceWorker/sw.js) to /sw.js,
// filled in with this build's version and the files to keep (app.html, every hashed file app.html names, among them
// the route chunks its boot script preloads, and the chunks of the offline page), and names it in app.html
// (`<meta name="lanes-service-worker">`), where the app's start registers it (src/app/serviceWorker.ts). Only the
// build does: the development server and the tests have no worker. The worker is no page's JavaScript: the route
// budgets (scripts/routeBudgets.ts) do not count it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SERVICE_WORKER_META } from '../src/app/serviceWorker';

export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = 'src/serviceWorker/sw.js';
const SHELL_MARKER = /\/\* lanes:shell \*\/ \{[^\n]*\};/;
/**
 * The modules the app loads on demand that an offline start needs: the page it shows then, and the worker's
 * registration (which runs once the page has loaded, offline too).
 */
const OFFLINE_MODULES = ['src/app/OfflineStart.tsx', 'src/app/serviceWorker.ts'];

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}
type BundleItem = BundleChunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * The hashed files (/assets/…) a page names: its tags' src and href, and the boot script's route chunks ("assets/…").
 * The worker answers only those from its cache (the icon and other files at the root are not the app's to run).
 */
export function filesNamedBy(html: string): string[] {
  return [...new Set([...html.matchAll(/["/](assets\/[\w./-]+\.\w+)"/g)].map(([, file]) => `/${file}`))];
}

/** A chunk's file with every chunk it imports statically and their stylesheets. */
function chunkFiles(bundle: Record<string, BundleItem>, fileName: string, files = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || files.has(`/${fileName}`)) return files;
  files.add(`/${fileName}`);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
  for (const imported of chunk.imports) chunkFiles(bundle, imported, files);
  return files;
}

/** The worker's source with this build's shell: its version (the files' names, hashed: a new build is a new worker). */
export function serviceWorkerSource(source: string, precache: string[]): string {
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  if (!SHELL_MARKER.test(source)) throw new Error('src/serviceWorker/sw.js has no `/* lanes:shell */ { … };` line to fill in.');
  return source.replace(SHELL_MARKER, () => `${JSON.stringify({ version, precache })};`);
}

export function serviceWorker(): Plugin {
  let ssr = false;
  let root = process.cwd();
  return {
    name: 'lanes:service-worker',
    apply: 'build',
    configResolved(config) {
      // The landing page's prerender is a server build of its own: no browser sees it.
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    transformIndexHtml(html, context) {
      if (path.basename(context.filename) !== 'app.html') return html;
      return { html, tags: [{ tag: 'meta', attrs: { name: SERVICE_WORKER_META, content: `/${SERVICE_WORKER_FILE}` }, injectTo: 'head' }] };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        const items = bundle as unknown as Record<string, BundleItem>;
        const app = items['app.html'];
        if (app?.type !== 'asset') return;
        const chunks = Object.values(items).filter((item): item is BundleChunk => item.type === 'chunk');
        const offlineFiles = OFFLINE_MODULES.flatMap((module) => {
          const chunk = chunks.find(({ facadeModuleId }) => facadeModuleId?.split(path.sep).join('/').endsWith(`/${module}`));
          if (!chunk) this.error(`The build has no chunk of its own for ${module}: the offline shell needs it (scripts/serviceWorker.ts).`);
          return [...chunkFiles(items, chunk.fileName)];
        });
        const html = typeof app.source === 'string' ? app.source : Buffer.from(app.source).toString('utf8');
        const precache = ['/app.html', ...filesNamedBy(html), ...offlineFiles];
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_FILE,
          source: serviceWorkerSource(readFileSync(path.join(root, SOURCE), 'utf8'), [...new Set(precache)]),
        });
      },
    },
  };
}
