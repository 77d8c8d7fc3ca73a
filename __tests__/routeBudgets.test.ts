// The route budgets' check (scripts/routeBudgets.ts, run by every build): what a page counts, and that a page over
// its budget fails the check.
import { chunksOf, measureRoutes, report, type Manifest, type Route } from '../scripts/routeBudgets';

/** A build: the app's entry, two lazy routes sharing a chunk, one of them importing a chunk only on demand. */
const manifest: Manifest = {
  'app.html': { file: 'assets/app.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/board.tsx': { file: 'assets/board.js', imports: ['_shared.js', '_react.js'] },
  'src/list.tsx': { file: 'assets/list.js', imports: ['_shared.js'] },
  'src/dialog.tsx': { file: 'assets/dialog.js', imports: ['_shared.js'] },
};

/** Chunks of known sizes: text that does not compress, so a chunk's gzipped size grows with its length. */
function code(length: number, seed: number): string {
  let text = '';
  let state = seed;
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
}
const files: Record<string, string> = {
  'assets/app.js': code(1000, 1),
  'assets/react.js': code(20_000, 2),
  'assets/shared.js': code(5000, 3),
  'assets/board.js': code(8000, 4),
  'assets/list.js': code(2000, 5),
  'assets/dialog.js': code(50_000, 6),
};
const read = (file: string) => files[file];

const route = (name: string, module: string, budget: number): Route => ({ name, path: `/${name}`, modules: ['app.html', module], budget });

describe('route budgets', () => {
  it("counts a page's entry and route modules with what they import, each chunk once, and not what loads on demand", () => {
    expect(chunksOf(manifest, ['app.html', 'src/board.tsx']).sort()).toEqual(['assets/app.js', 'assets/board.js', 'assets/react.js', 'assets/shared.js']);
    expect(chunksOf(manifest, ['app.html', 'src/list.tsx'])).not.toContain('assets/dialog.js');
  });

  it('passes pages within their budgets and fails, naming it, a page over its budget', () => {
    const [board, list] = measureRoutes(manifest, read, [route('board', 'src/board.tsx', 100_000), route('list', 'src/list.tsx', 15_000)]);
    expect(board.over).toBe(false);
    expect(list.bytes).toBeGreaterThan(15_000);
    expect(list.over).toBe(true);

    const { table, failure } = report([board, list]);
    expect(table).toMatch(/board\s+\d+\.\d KB\s+of\s+100\.0 KB\n/);
    expect(failure).toMatch(/^Over the JavaScript budget: list \d+\.\d KB \(budget 15\.0 KB\)\./);
    expect(report([board]).failure).toBeNull();
  });

  it('stops on a route module the build does not have (renamed or moved), rather than counting nothing', () => {
    expect(() => chunksOf(manifest, ['app.html', 'src/gone.tsx'])).toThrow('The build has no chunk for src/gone.tsx');
  });
});
