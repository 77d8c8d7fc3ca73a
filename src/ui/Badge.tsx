// A short label set apart from the text around it: a project key, a role, a state.
import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'danger';

export function Badge({ tone = 'neutral', mono = false, children }: { tone?: BadgeTone; mono?: boolean; children: ReactNode }) {
  return <span className={[styles.badge, styles[tone], mono ? styles.mono : null].filter(Boolean).join(' ')}>{children}</span>;
}
