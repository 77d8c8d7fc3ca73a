// A Vite plugin that puts the app's frame into index.html itself: the design tokens and a few rules inline in
// <head>, and a static copy of the app shell (header bar and placeholders) after #root, followed by the app's
// stylesheet. The shell paints as soon as the HTML arrives, before any script or stylesheet, and hides itself
// once React has rendered into #root (or when #root already holds prerendered content). On a slow network this
// removes a round trip of blank page.
import { readFileSync } from 'node:fs';

const TOKENS = new URL('../src/ui/tokens.css', import.meta.url);

/**
 * The shell's own rules: shaped like src/app/AppShellSkeleton (header, page title, three rows). Plain divs, no
 * landmarks: it is decoration, hidden from assistive technology.
 */
const SHELL_CSS = `
body{margin:0;background:var(--bg);color:var(--text);font-family:var(--font)}
#root:not(:empty)~#boot-shell{display:none}
#boot-shell .bar{display:flex;align-items:center;min-height:var(--header-height);padding:0 var(--space-5);box-sizing:border-box;background:var(--surface);border-bottom:1px solid var(--border)}
#boot-shell .mark{width:1.5rem;height:1.5rem;border-radius:6px;background:var(--accent)}
#boot-shell .brand{margin-left:var(--space-2);font-weight:var(--weight-bold);font-size:var(--text-lg)}
#boot-shell .page{max-width:var(--page-width);margin:0 auto;padding:var(--space-8) var(--space-5);animation:boot-reveal 0s linear 400ms both}
#boot-shell .line{display:block;margin:var(--space-1) 0;border-radius:var(--radius-sm);background:var(--skeleton)}
@keyframes boot-reveal{from{visibility:hidden}to{visibility:visible}}
@media (max-width:40rem){#boot-shell .bar{padding:0 var(--space-3)}#boot-shell .page{padding:var(--space-5) var(--space-4)}}
`;

const SHELL_HTML = [
  '<div class="bar"><span class="mark"></span><span class="brand">Lanes</span></div>',
  '<div class="page">',
  '<span class="line" style="width:6rem;height:1rem"></span>',
  '<span class="line" style="width:10rem;height:2rem;margin-bottom:var(--space-6)"></span>',
  '<span class="line" style="height:4.5rem"></span>',
  '<span class="line" style="height:4.5rem"></span>',
  '<span class="line" style="height:4.5rem"></span>',
  '</div>',
].join('');

/** @param {string} css */
function minify(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{}:;,])\s*/g, '$1');
}

/** The stylesheet links Vite put in <head>. */
const HEAD_STYLESHEETS = /\s*<link rel="stylesheet"[^>]*>/g;

const SHELL_STYLE_ID = 'boot-shell-style';
const SHELL_ELEMENT = `<div id="boot-shell" aria-hidden="true">${SHELL_HTML}</div>`;

/**
 * The page without the shell, for a page whose #root is prerendered (the landing page), which never shows it: its
 * markup and its style (a second copy of the tokens there) would only cost the first paint.
 * @param {string} html
 */
export function withoutBootShell(html) {
  return html
    .replace(new RegExp(`\\s*<style id="${SHELL_STYLE_ID}">[^<]*</style>`), '')
    .replace(/\s*<noscript><style>#boot-shell\{display:none\}<\/style><\/noscript>/, '')
    .replace(new RegExp(`\\s*${SHELL_ELEMENT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), '');
}

/** @returns {import('vite').Plugin} */
export function bootShell() {
  return {
    name: 'lanes:boot-shell',
    transformIndexHtml: {
      order: 'post',
      /** @param {string} html */
      handler(html) {
        // A stylesheet in <head> holds back the first paint until it has arrived; after the shell in <body> it holds
        // back only what follows it, while the app's scripts still wait for it (no unstyled flash). Prerendered
        // content in #root keeps its stylesheets in <head>.
        const rootIsEmpty = /<div id="root"><\/div>/.test(html);
        const stylesheets = rootIsEmpty ? (html.match(HEAD_STYLESHEETS) ?? []) : [];
        const page = rootIsEmpty ? html.replace(HEAD_STYLESHEETS, '') : html;
        const shell = `${SHELL_ELEMENT}${stylesheets.map((link) => link.trim()).join('')}`;
        return {
          html: page.replace('</body>', `${shell}\n  </body>`),
          tags: [
            { tag: 'style', attrs: { id: SHELL_STYLE_ID }, children: minify(readFileSync(TOKENS, 'utf8') + SHELL_CSS), injectTo: 'head' },
            { tag: 'noscript', children: '<style>#boot-shell{display:none}</style>', injectTo: 'head' },
          ],
        };
      },
    },
  };
}
