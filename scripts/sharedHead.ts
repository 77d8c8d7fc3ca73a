// A Vite plugin that gives both pages, index.html (the landing page) and app.html (the app's shell), one <head>:
// the meta tags, icon, title and theme script live in head.html, and each page's <head> holds the marker
// `<!-- lanes:head -->` where they go, plus only what is its own. The build and the development server stop with
// a message naming the page when a page lacks the marker or repeats something head.html already gives it, so the
// two pages cannot drift apart again (`__tests__/sharedHead.test.ts` checks the pages as they are, too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const HEAD_MARKER = '<!-- lanes:head -->';
export const HEAD_TEMPLATE = 'head.html';

const HEAD_ELEMENT = /<(meta|link|title|base|script|style)\b([^>]*)>(?:([\s\S]*?)<\/\1\s*>)?/gi;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]).trim().toLowerCase() : null;
}

/**
 * What each element of a <head> says, as a key: two elements with the same key say the same thing (a second
 * description, another copy of the theme script), so a page must not repeat one the shared head has.
 */
export function headKeys(head: string): string[] {
  return [...head.matchAll(HEAD_ELEMENT)].map(([, tagName, attributes, body = '']) => {
    const tag = tagName.toLowerCase();
    if (tag === 'title' || tag === 'base') return `<${tag}>`;
    if (tag === 'meta') {
      if (attribute(attributes, 'charset') !== null) return '<meta charset>';
      for (const name of ['name', 'http-equiv', 'property']) {
        const value = attribute(attributes, name);
        if (value !== null) return `<meta ${name}="${value}">`;
      }
    }
    if (tag === 'link') {
      const rel = attribute(attributes, 'rel') ?? '';
      // A page has one icon and one manifest; stylesheets and preloads differ by what they point at.
      return /icon|manifest|canonical/.test(rel) ? `<link rel="${rel}">` : `<link rel="${rel}" href="${attribute(attributes, 'href')}">`;
    }
    const source = attribute(attributes, 'src');
    if (source !== null) return `<${tag} src="${source}">`;
    return `<${tag}>${body.replace(/\s+/g, ' ').trim()}</${tag}>`;
  });
}

/** What is wrong with a page's <head> for the shared one (none: it can take it). */
export function sharedHeadProblems(pageName: string, page: string, template: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(page)?.[1];
  if (head === undefined) return [`${pageName} has no <head> for the shared head (${HEAD_TEMPLATE}).`];
  const problems: string[] = [];
  const markers = head.split(HEAD_MARKER).length - 1;
  if (markers !== 1) {
    problems.push(`${pageName}'s <head> must hold ${HEAD_MARKER} once, where ${HEAD_TEMPLATE} goes (it holds it ${markers} times).`);
  }
  const shared = new Set(headKeys(template));
  for (const key of new Set(headKeys(head))) {
    if (shared.has(key)) problems.push(`${pageName} repeats ${key} from ${HEAD_TEMPLATE}: change it there, for both pages.`);
  }
  return problems;
}

/** The page with the shared head in place of its marker, indented like the marker; throws naming every problem. */
export function withSharedHead(pageName: string, page: string, template: string): string {
  const problems = sharedHeadProblems(pageName, page, template);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return page.replace(new RegExp(`([ \\t]*)${HEAD_MARKER}`), (_marker, indent: string) =>
    template
      .trim()
      .split('\n')
      .map((line) => (line ? indent + line : line))
      .join('\n'),
  );
}

export function sharedHead(): Plugin {
  let root = process.cwd();
  return {
    name: 'lanes:shared-head',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        return withSharedHead(path.basename(context.filename), html, readFileSync(path.join(root, HEAD_TEMPLATE), 'utf8'));
      },
    },
  };
}
