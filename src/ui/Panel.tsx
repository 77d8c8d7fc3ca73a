// A panel: the one narrow card a small page is made of (the sign-in screens, profile, error and 404 pages).
import type { HTMLAttributes } from 'react';
import styles from './Panel.module.css';

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `section` named by its heading (the default), or `main` for a page with no frame around it. */
  as?: 'section' | 'main' | 'div';
}

export function Panel({ as: Element = 'section', className, ...props }: PanelProps) {
  return <Element className={[styles.panel, className].filter(Boolean).join(' ')} {...props} />;
}
