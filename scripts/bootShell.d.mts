// Types of the boot-shell Vite plugin (scripts/bootShell.mjs).
import type { Plugin } from 'vite';

export declare function bootShell(): Plugin;

/** The page without the boot shell (for a page whose #root is prerendered). */
export declare function withoutBootShell(html: string): string;
