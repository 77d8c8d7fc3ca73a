// Runs PGlite in a worker thread: its WebAssembly then works outside the server's event loop (and outside Jest's
// module sandbox, which cannot run PGlite's dynamic imports). Speaks a tiny request/response protocol with
// server/db/pglite.ts. Requests may arrive before earlier ones are answered: PGlite runs its queries one at a time, in
// the order they were asked.
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string | null, template: Uint8Array | null }} */
const { dataDir, template } = workerData;

/** @param {unknown} error */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, detail, constraint, table, column, schema, severity } = /** @type {Record<string, unknown>} */ (
    /** @type {unknown} */ (error)
  );
  return { name: error.name, message: error.message, code, detail, constraint, table, column, schema, severity };
}

let db;
try {
  db = await PGlite.create({
    dataDir: dataDir ?? undefined,
    loadDataDir: template ? new Blob([template]) : undefined,
    // A calendar date stays the YYYY-MM-DD text it is (as the Date scalar and the row types have it), never a
    // midnight in some time zone. Same on PostgreSQL (server/db/database.ts).
    parsers: { 1082: (value) => value },
  });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: describe(error) });
}

parentPort.on('message', async (request) => {
  const { id, op } = request;
  try {
    let result = null;
    if (op === 'query') {
      const { rows, affectedRows } = await db.query(request.sql, request.params);
      result = { rows, affectedRows };
    } else if (op === 'dump') {
      const blob = await db.dumpDataDir('gzip');
      result = new Uint8Array(await blob.arrayBuffer());
    } else if (op === 'close') {
      await db.close();
    } else {
      throw new Error(`Unknown operation ${op}`);
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: describe(error) });
  }
});
