// The kernels every feature uses (server/graphql, server/auth, server/live, server/db) import no feature at run time:
// what they need of the features (resolvers, node types, loaders, the directory of people, workspaces and memberships)
// is handed to them by server/app.ts from the composition root, server/features. Types may cross (the generated
// resolver types name the features' row types); a value import would make a kernel a second feature registry again.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const serverDir = __dirname;
const featuresDir = path.join(serverDir, 'features');
const KERNELS = ['graphql', 'auth', 'live', 'db'];

interface ModuleImport {
  specifier: string;
  /** `import type`, or every name imported with `type`: erased at run time. */
  typeOnly: boolean;
}

/** The modules a source file imports or re-exports, and whether each import is for types only. */
function importsOf(fileName: string, text: string): ModuleImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const everyNameIsType =
        !!clause && !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: !!clause && (clause.isTypeOnly || everyNameIsType) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause;
      const everyNameIsType = !!named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || everyNameIsType });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__generated__' ? [] : sourceFilesUnder(full);
    return /\.(ts|mts|mjs|js)$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** The file a relative specifier names (`./x` is x.ts or x/index.ts); null for packages. */
function resolve(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.json')) return candidate;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  throw new Error(`${path.relative(serverDir, fromFile)} imports ${specifier}, which is no file.`);
}

const isFeatureFile = (file: string) => file.startsWith(featuresDir + path.sep);

const parsed = new Map<string, ModuleImport[]>();
const importsOfFile = (file: string) => {
  if (!parsed.has(file)) parsed.set(file, /\.(ts|mts|js|mjs)$/.test(file) ? importsOf(file, readFileSync(file, 'utf8')) : []);
  return parsed.get(file)!;
};

/**
 * Every chain of run-time imports from a kernel file into server/features, as "kernel file → … → feature file",
 * following the value imports through the rest of the server (a kernel importing a helper that imports a feature
 * depends on that feature all the same).
 */
function runTimeFeatureImports(kernelFiles: string[]): string[] {
  const chains: string[] = [];
  for (const kernelFile of kernelFiles) {
    const seen = new Set([kernelFile]);
    const queue: string[][] = [[kernelFile]];
    while (queue.length) {
      const chain = queue.shift()!;
      const file = chain[chain.length - 1];
      for (const { specifier, typeOnly } of importsOfFile(file)) {
        const target = typeOnly ? null : resolve(file, specifier);
        if (!target || seen.has(target) || !target.startsWith(serverDir + path.sep)) continue;
        seen.add(target);
        if (isFeatureFile(target)) chains.push([...chain, target].map((step) => path.relative(serverDir, step)).join(' → '));
        else queue.push([...chain, target]);
      }
    }
  }
  return chains;
}

const kernelFiles = KERNELS.flatMap((kernel) => sourceFilesUnder(path.join(serverDir, kernel)));

describe('the kernels', () => {
  it('are found', () => {
    expect(kernelFiles.map((file) => path.relative(serverDir, file))).toEqual(
      expect.arrayContaining(['graphql/loaders.ts', 'auth/viewer.ts', 'auth/clerkWebhooks.ts', 'live/access.ts', 'live/membershipCheck.ts', 'db/database.ts']),
    );
  });

  it('import no feature at run time, directly or through another module', () => {
    expect(runTimeFeatureImports(kernelFiles)).toEqual([]);
  });
});

describe('the import check', () => {
  it('tells type imports, which are erased, from value imports', () => {
    const text = [
      "import type { UserRow } from '../features/users/domain';",
      "import { type WorkspaceRow } from '../features/workspaces/domain';",
      "import { findUserById } from '../features/users/domain';",
      "import { type IssueRow, issueNode } from '../features/issues/resolvers';",
      "export { features } from '../features';",
      "export type { Loaders } from '../features';",
      "const later = () => import('../features/projects');",
    ].join('\n');
    expect(importsOf('kernel.ts', text)).toEqual([
      { specifier: '../features/users/domain', typeOnly: true },
      { specifier: '../features/workspaces/domain', typeOnly: true },
      { specifier: '../features/users/domain', typeOnly: false },
      { specifier: '../features/issues/resolvers', typeOnly: false },
      { specifier: '../features', typeOnly: false },
      { specifier: '../features', typeOnly: true },
      { specifier: '../features/projects', typeOnly: false },
    ]);
  });
});
