// What `npm run build` reads, summed up so that `npm start` (start.mjs) builds only when some of it changed: files by
// path, size and modification time; `.env` files and the VITE_* variables by value (the build bakes them in).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders and files the build reads (vite.config.ts, the Relay compiler, the landing page's prerender). */
const INPUTS = [
  'src',
  'public',
  'scripts',
  'index.html',
  'app.html',
  'head.html',
  'vite.config.ts',
  'relay.config.json',
  'schema.graphql',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Every file below `relative`, as `path size mtime` lines (generated Relay artifacts included: the build writes them). */
function describe(root, relative, lines) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(full).sort()) describe(root, path.join(relative, entry), lines);
  } else {
    lines.push(`${relative} ${stat.size} ${stat.mtimeMs}`);
  }
}

/** The sum of the build's inputs in the project at `root`, with `env` as the environment. */
export function buildInputsSum(root, env = process.env) {
  const lines = [];
  for (const input of INPUTS) describe(root, input, lines);
  // The build reads `.env` files and VITE_* variables (the Clerk key, the analytics ids): their values count.
  for (const file of readdirSync(root).filter((name) => name.startsWith('.env')).sort()) {
    lines.push(`${file} ${createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex')}`);
  }
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_')).sort()) lines.push(`${name}=${env[name]}`);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

