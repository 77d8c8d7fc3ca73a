// Types of the landing page's prerendering Vite plugin (scripts/prerenderLanding.mjs).
import type { Plugin } from 'vite';

export declare function prerenderLanding(): Plugin;

/** The built landing page with its entry script loaded after the first paint. */
export declare function loadEntryAfterFirstPaint(html: string): string;
