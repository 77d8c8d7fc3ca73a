// What a file is, from its first bytes: the type a browser would be told, never the one the uploader claimed. Only
// the raster images below are ever shown inline; everything else (SVG and HTML above all: they run scripts) is served
// as a download.

/** The types Lanes recognises; anything else is application/octet-stream. */
export type SniffedType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | 'application/zip'
  | 'application/gzip'
  | 'image/svg+xml'
  | 'text/html'
  | 'text/plain'
  | 'application/octet-stream';

const INLINE: ReadonlySet<SniffedType> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Whether a file of this type may be shown in the page (an <img>): the raster images. */
export const isInlineImage = (type: string): boolean => INLINE.has(type as SniffedType);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Enough of a file's start to tell its type. */
export const SNIFF_BYTES = 4096;

/** The type of a file from its first bytes (at least SNIFF_BYTES of them, or the whole file). */
export function sniffType(head: Uint8Array): SniffedType {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (startsWith(head, [0x1f, 0x8b])) return 'application/gzip';
  if (head.includes(0)) return 'application/octet-stream';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.min(head.length, SNIFF_BYTES)), { stream: true });
  } catch {
    return 'application/octet-stream';
  }
  // Markup that a browser would render (and run) is recognised wherever it starts, whatever comes before it.
  const lower = text.toLowerCase();
  if (/<svg[\s>/]/.test(lower)) return 'image/svg+xml';
  if (/<(!doctype html|html|head|body|script|iframe|object|embed|meta|style|img|a)[\s>/]/.test(lower)) return 'text/html';
  return 'text/plain';
}
