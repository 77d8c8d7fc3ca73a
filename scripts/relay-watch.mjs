// Development watch mode for the Relay compiler. relay-compiler's own --watch needs Watchman, which is not
// usable here, so this re-runs the (fast, ~0.1 s) full compile whenever src/** or schema.graphql changes.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiler = path.join(root, 'node_modules', '.bin', 'relay-compiler');
const relevant = /\.(tsx?|graphql)$/;

let running = false;
let again = false;
let timer;

function compile() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const child = spawn(compiler, [], { cwd: root, stdio: 'inherit' });
  child.on('exit', () => {
    running = false;
    if (again) {
      again = false;
      compile();
    }
  });
}

function schedule(file) {
  if (!file || !relevant.test(file) || file.includes('__generated__')) return;
  clearTimeout(timer);
  timer = setTimeout(compile, 80);
}

watch(path.join(root, 'src'), { recursive: true }, (_event, file) => schedule(file));
// Watch the folder, not the file: editors save by writing a new file over the old one, which ends a file watch.
watch(root, (_event, file) => {
  if (file === 'schema.graphql') schedule(file);
});
console.log('relay: watching src/ and schema.graphql');
compile();
