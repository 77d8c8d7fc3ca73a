// Reads a Jest run's results (--json --outputFile) and prints the test files whose worker process was killed by a
// signal while running them (a native crash of the runtime, not a test's failure), one per line. Exits 1, printing
// nothing, when the run failed otherwise: a failing test, a file that failed to load, no file at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CRASH = /A jest worker process \(pid=\d+\) was terminated by another process: signal=(SIGSEGV|SIGBUS|SIGILL)/;

const results = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const failed = results.testResults.filter((suite) => suite.status !== 'passed');
const crashed = failed.filter((suite) => CRASH.test(suite.message ?? ''));
if (failed.length === 0 || crashed.length !== failed.length) process.exit(1);
for (const suite of crashed) console.log(path.relative(process.cwd(), suite.name));
