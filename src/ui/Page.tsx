// A page's heading block: an optional eyebrow (the workspace), the title, and the page's main actions.
import type { ReactNode } from 'react';
import styles from './Page.module.css';
import { SkeletonLine } from './Skeleton';

export function PageHeader({ eyebrow, title, actions }: { eyebrow?: ReactNode; title: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

/** The page header's shape while the page loads. */
export function PageHeaderPlaceholder({ children }: { children: ReactNode }) {
  return <div className={styles.header}>{children}</div>;
}

/** The eyebrow (the workspace) and a title of about `width`, while the page loads. */
export function PageTitlePlaceholder({ width }: { width: string }) {
  return (
    <div>
      <SkeletonLine width="6rem" />
      <SkeletonLine width={width} height="2rem" />
    </div>
  );
}

/** A titled part of a page, such as "Appearance" in Settings. */
export function Section({ title, description, id, children }: { title: string; description?: ReactNode; id: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionIntro}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {description ? <p className={styles.sectionDescription}>{description}</p> : null}
      </div>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}
