// A Vite plugin that puts the app's frame into index.html itself: the design tokens and a few rules inline in
// <head>, and a static copy of the app shell (header bar and placeholders) after #root, followed by the app's
// stylesheet. The shell paints as soon as the HTML arrives, before any script or stylesheet, and hides itself
// once React has rendered into #root (or when #root already holds prerendered content). On a slow network this
// removes a round trip of blank page.
import { readFileSync } from 'node:fs';

const TOKENS = new URL('../src/ui/tokens.css', import.meta.url);

/**
 * The shell's own rules: shaped like src/app/AppShellSkeleton (header, then the placeholder of the page being
 * opened: a board's columns across the window's width, a list's filter bar and rows, an issue's detail, or for any
 * other page a title and three rows). Plain divs, no landmarks: it is decoration, hidden from assistive technology.
 */
const SHELL_CSS = `
body{margin:0;background:var(--bg);color:var(--text);font-family:var(--font)}
#root:not(:empty)~#boot-shell{display:none}
#boot-shell *{box-sizing:border-box}
#boot-shell .bar{display:flex;align-items:center;min-height:var(--header-height);padding:0 var(--space-5);box-sizing:border-box;background:var(--surface);border-bottom:1px solid var(--border)}
#boot-shell .mark{width:1.5rem;height:1.5rem;border-radius:6px;background:var(--accent)}
#boot-shell .brand{margin-left:var(--space-2);font-weight:var(--weight-bold);font-size:var(--text-lg)}
#boot-shell .page{max-width:var(--page-width);margin:0 auto;padding:var(--space-8) var(--space-5);box-sizing:border-box;animation:boot-reveal 0s linear 400ms both}
#boot-shell .line{display:block;max-width:100%;height:1rem;margin:var(--space-1) 0;border-radius:var(--radius-sm);background:var(--skeleton)}
#boot-shell .head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:var(--space-3) var(--space-4);margin-bottom:var(--space-6)}
#boot-shell .title{width:10rem;height:2rem}
#boot-shell .actions{display:none;width:17rem;height:var(--control-height)}
#boot-shell .block{height:4.5rem}
#boot-shell .board,#boot-shell .list,#boot-shell .issue{display:none}
#boot-shell[data-shape=board] .page{max-width:none}
#boot-shell[data-shape=board] .title,#boot-shell[data-shape=list] .title{width:14rem}
#boot-shell[data-shape] .rows{display:none}
#boot-shell[data-shape=issue] .head{display:none}
#boot-shell[data-shape=board] .actions,#boot-shell[data-shape=list] .actions{display:block}
#boot-shell[data-shape=board] .board{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(16rem,1fr);gap:var(--space-3);overflow:hidden;padding-bottom:var(--space-2)}
#boot-shell .column{background:var(--surface-2);border:1px solid var(--border);border-radius:var(--radius-lg)}
#boot-shell .column-header{display:flex;align-items:center;min-height:calc(var(--space-3) + var(--control-height-sm) + var(--space-2));padding:var(--space-3) var(--space-3) var(--space-2)}
#boot-shell .column-header .line{width:6rem}
#boot-shell .column-body{height:calc(100dvh - 16rem);min-height:16rem;overflow:hidden;padding:var(--space-2)}
#boot-shell .card{display:grid;gap:var(--space-2);margin-bottom:var(--space-2);padding:var(--space-3);background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);box-shadow:var(--shadow-sm)}
#boot-shell .card .line{width:50%}
#boot-shell .card .line:first-child{width:3rem}
#boot-shell .card .line:nth-child(2){width:80%}
#boot-shell[data-shape=list] .list{display:block}
#boot-shell .filters{display:flex;margin-bottom:var(--space-4)}
#boot-shell .filters .line{width:4rem}
#boot-shell .filters .field{width:24rem;height:var(--control-height)}
#boot-shell .scroller{height:calc(100dvh - 18rem);min-height:18rem;overflow:hidden;background:var(--surface);border:1px solid var(--border);border-radius:var(--radius-lg)}
#boot-shell .row{display:flex;gap:var(--space-3);padding:var(--space-3) var(--space-4)}
#boot-shell .row .line{width:60%}
#boot-shell .row .line:first-child{flex:none;width:4rem}
#boot-shell[data-shape=issue] .issue{display:flex;flex-direction:column;gap:var(--space-4)}
#boot-shell .crumbs{display:flex;gap:var(--space-2)}
#boot-shell .crumbs .line{width:6rem}
#boot-shell .crumbs .line+.line{width:4rem}
#boot-shell .layout{display:grid;grid-template-columns:minmax(0,1fr) 16rem;gap:var(--space-8);align-items:start}
#boot-shell .detail,#boot-shell .sidebar{display:flex;flex-direction:column;gap:var(--space-6);min-width:0}
#boot-shell .detail .line:first-child{width:70%;height:2rem}
#boot-shell .detail .line:nth-child(3){width:90%}
#boot-shell .detail .line:nth-child(4){width:60%}
#boot-shell .fields{display:flex;flex-direction:column;gap:var(--space-4)}
#boot-shell .fields .line:first-child{width:5rem}
#boot-shell .fields .line+.line{height:2.5rem}
@media (max-width:48rem){#boot-shell .layout{grid-template-columns:minmax(0,1fr);gap:var(--space-6)}}
@keyframes boot-reveal{from{visibility:hidden}to{visibility:visible}}
@media (max-width:40rem){#boot-shell .bar{padding:0 var(--space-3)}#boot-shell .page{padding:var(--space-5) var(--space-4)}#boot-shell[data-shape=board] .board{grid-auto-columns:85%}}
`;

/**
 * Which placeholder the page shows, by the address (the paths of src/app/routes.tsx, as AppShellSkeleton tells them
 * apart): run at the start of the shell, before its markup is parsed, so the first paint already has the page's
 * shape. A project's own address goes on to the view last used there (src/features/board/paths.ts).
 */
const SHELL_SCRIPT = `(function(shell){try{
var p=location.pathname,m=/^\\/w\\/([^/]+)\\/projects\\/([^/]+)\\/?(board|list)?\\/?$/.exec(p),v=m&&m[3];
if(m&&!v)v=localStorage.getItem('lanes:project-view:'+decodeURIComponent(m[1])+'/'+decodeURIComponent(m[2]))==='list'?'list':'board';
if(!m&&/^\\/w\\/[^/]+\\/issue\\/[^/]+\\/?$/.test(p))v='issue';
if(v)shell.dataset.shape=v;
}catch(e){}})(document.currentScript.parentNode)`;

const line = (style = '') => `<span class="line"${style ? ` style="${style}"` : ''}></span>`;
const repeat = (count, html) => html.repeat(count);

// The lines' widths are in SHELL_CSS, by their place: the repeated markup stays short.
const BOARD_CARD = `<div class="card">${repeat(3, line())}</div>`;
const BOARD_COLUMN = `<div class="column"><div class="column-header">${line()}</div><div class="column-body">${repeat(3, BOARD_CARD)}</div></div>`;
const LIST_ROW = `<div class="row">${repeat(2, line())}</div>`;

const SHELL_HTML = [
  `<script>${SHELL_SCRIPT.replace(/\n/g, '')}</script>`,
  '<div class="bar"><span class="mark"></span><span class="brand">Lanes</span></div>',
  '<div class="page">',
  // The page header (src/ui/Page.tsx): eyebrow and title; on a project's pages, its actions beside them.
  `<div class="head"><div>${line('width:6rem')}<span class="line title"></span></div><span class="line actions"></span></div>`,
  `<div class="rows">${repeat(3, '<span class="line block"></span>')}</div>`,
  // One column per status (src/features/board/issueStatuses.ts).
  `<div class="board">${repeat(6, BOARD_COLUMN)}</div>`,
  `<div class="list"><div class="filters"><div>${line()}<span class="line field"></span></div></div><div class="scroller">${repeat(6, LIST_ROW)}</div></div>`,
  // The issue's detail (src/features/issues/IssueDetailSkeleton.tsx): where it goes, the title and description,
  // the fields beside them.
  `<div class="issue"><div class="crumbs">${repeat(2, line())}</div><div class="layout"><div class="detail">${repeat(4, line())}</div><div class="sidebar">${repeat(5, `<div class="fields">${repeat(2, line())}</div>`)}</div></div></div>`,
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
