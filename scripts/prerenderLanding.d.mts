// Types of the landing page's prerendering Vite plugin (scripts/prerenderLanding.mjs).
import type { Plugin } from 'vite';

export declare function prerenderLanding(): Plugin;
