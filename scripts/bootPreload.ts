// A Vite plugin that puts a small script at the top of app.html's <body> (issue #19: a page's session, code and data
// start together, not one after another). As the page arrives, before the app's scripts have loaded, it
// - asks the built-in sign-in for the session (`/auth/local/session`, which answers a token with it), so that the
//   app finds the session, and the token its first query needs, already on their way
//   (src/auth/builtin/bootSession.ts); not with Clerk, configured at build time or by the server in the page;
// - preloads the chunks of the page's route (`<link rel="modulepreload">`): without it the browser learns of them
//   only once the app's entry has run and the router has matched the address.
// The server allows the script by its hash, computed when it reads the page (server/http/securityHeaders.ts).
import path from 'node:path';
import type { Plugin } from 'vite';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../src/rules/runtimeConfig';
import { BOOT_GLOBAL } from '../src/auth/builtin/bootSession';
import { chunksOf, ROUTES, type Manifest } from './routeBudgets';

/** An address pattern of src/app/routes.tsx (`/w/:workspace/projects`) as a regular expression's source. */
export function pathPattern(routePath: string): string {
  const parts = routePath.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${parts.join('\\/')}\\/?$`;
}

/** The script: `routes` pairs an address pattern with the chunk files its page needs beyond the entry's. */
export function bootScript({ routes, base, clerkAtBuild }: { routes: Array<[string, string[]]>; base: string; clerkAtBuild: boolean }): string {
  return `(function(){try{
var k=${clerkAtBuild},c=document.getElementById(${JSON.stringify(RUNTIME_CONFIG_ELEMENT_ID)});
if(c){var v=JSON.parse(c.textContent||'{}').VITE_CLERK_PUBLISHABLE_KEY;if(typeof v==='string'&&v.trim())k=true;}
if(!k){var s=fetch('/auth/local/session',{credentials:'same-origin',headers:{Accept:'application/json'}});s.catch(function(){});window.${BOOT_GLOBAL}={session:s};}
var p=location.pathname,r=${JSON.stringify(routes)};
for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){for(var j=0;j<r[i][1].length;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${JSON.stringify(base)}+r[i][1][j];document.head.appendChild(l);}break;}
}catch(e){}})()`.replace(/\n/g, '');
}

/** The bundle described as Vite's manifest describes it: chunks by file, entries and route modules by source. */
function manifestOf(bundle: Record<string, { type: string; fileName: string; imports?: string[]; facadeModuleId?: string | null }>, root: string): Manifest {
  const manifest: Manifest = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const record = { file: output.fileName, imports: (output.imports ?? []) };
    manifest[output.fileName] = record;
    if (output.facadeModuleId) manifest[path.relative(root, output.facadeModuleId).split(path.sep).join('/')] = record;
  }
  // Imports name chunks by file here (the manifest by key): both resolve to the same records.
  return manifest;
}

export function bootPreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  let clerkAtBuild = false;
  return {
    name: 'lanes:boot-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      clerkAtBuild = Boolean(String(config.env.VITE_CLERK_PUBLISHABLE_KEY ?? '').trim());
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk || path.basename(context.filename) !== 'app.html') return html;
        const manifest = manifestOf(context.bundle as never, root);
        manifest['app.html'] = manifest[context.chunk.fileName];
        const entry = new Set(chunksOf(manifest, ['app.html']));
        const routes = ROUTES.filter((route) => route.modules[0] === 'app.html').map((route): [string, string[]] => [
          pathPattern(route.path),
          chunksOf(manifest, route.modules).filter((file) => !entry.has(file)),
        ]);
        return {
          html,
          tags: [{ tag: 'script', children: bootScript({ routes, base, clerkAtBuild }), injectTo: 'body-prepend' }],
        };
      },
    },
  };
}
