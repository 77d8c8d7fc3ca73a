// Types of the boot-shell Vite plugin (scripts/bootShell.mjs).
import type { Plugin } from 'vite';

export declare function bootShell(): Plugin;
