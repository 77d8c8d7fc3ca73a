// The document ids of the app's persisted operations (the Relay compiler's persisted-operations.json), by name.
import { readFileSync } from 'node:fs';
import { persistedOperationsFile } from '../paths';

/** The document id of the app's operation with this name (fails when the app has no such operation). */
export function persistedId(operationName: string): string {
  const map = JSON.parse(readFileSync(persistedOperationsFile, 'utf8')) as Record<string, string>;
  const pattern = new RegExp(`^(query|mutation|subscription) ${operationName}\\b`);
  const found = Object.entries(map).find(([, text]) => pattern.test(text));
  if (!found) throw new Error(`No persisted operation named ${operationName}.`);
  return found[0];
}
