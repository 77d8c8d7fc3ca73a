// The two pages' one <head> (scripts/sharedHead.ts): the pages as they are take head.html and end up with the
// same head, and a page that drifts from it (no marker, its own copy of a shared tag) stops the build by name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEAD_MARKER, sharedHeadProblems, withSharedHead } from '../scripts/sharedHead';

const root = path.join(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const template = read('head.html');
const headOf = (page: string) => /<head>([\s\S]*?)<\/head>/.exec(page)?.[1].trim();

function page(head: string) {
  return `<!doctype html>\n<html lang="en">\n  <head>\n    ${head}\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
}

describe('the shared head', () => {
  const lines = (text: string | undefined) => (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);

  it.each(['index.html', 'app.html'])('gives %s the shared head: description, icon, title, and the theme script before any paint', (file) => {
    expect(sharedHeadProblems(file, read(file), template)).toEqual([]);
    const head = lines(headOf(withSharedHead(file, read(file), template)));
    expect(head.slice(0, lines(template).length)).toEqual(lines(template));
    expect(head).toContain('<meta name="description" content="Lanes: a real-time issue tracker for teams." />');
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(head).toContain("var theme = localStorage.getItem('lanes.theme');");
  });

  it('keeps what a page adds of its own after the shared part', () => {
    const own = '<link rel="preload" href="/board.webp" as="image" />';
    const result = withSharedHead('index.html', page(`${HEAD_MARKER}\n    ${own}`), template);
    expect(headOf(result)?.indexOf(own)).toBeGreaterThan(headOf(result)!.indexOf('<title>Lanes</title>'));
  });

  it('refuses a page without the marker, naming the page', () => {
    expect(() => withSharedHead('app.html', page('<title>Lanes</title>'), template)).toThrow(
      `app.html's <head> must hold ${HEAD_MARKER} once, where head.html goes (it holds it 0 times).`,
    );
  });

  it('refuses a page that repeats a shared tag, even written differently, naming the tag', () => {
    const drifted = page(`${HEAD_MARKER}\n    <META name='Description' content="Another description">\n    <title>Other</title>`);
    expect(sharedHeadProblems('index.html', drifted, template)).toEqual([
      'index.html repeats <meta name="description"> from head.html: change it there, for both pages.',
      'index.html repeats <title> from head.html: change it there, for both pages.',
    ]);
  });

  it('refuses a second copy of the theme script, whatever its indentation', () => {
    const script = /<script>[\s\S]*?<\/script>/.exec(template)![0].split('\n').join('\n        ');
    expect(() => withSharedHead('index.html', page(`${HEAD_MARKER}\n    ${script}`), template)).toThrow(/index\.html repeats <script>.*lanes\.theme.* from head\.html/);
  });
});
