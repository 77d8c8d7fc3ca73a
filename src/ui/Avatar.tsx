// A person's picture, or their initials when there is none. Decorative: the name is always written next to it.
import styles from './Avatar.module.css';

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function Avatar({ name, imageUrl, size = 24 }: { name: string; imageUrl: string | null; size?: 24 | 32 | 40 }) {
  const dimensions = { width: size, height: size };
  if (imageUrl) return <img className={styles.avatar} src={imageUrl} alt="" {...dimensions} />;
  return (
    <span className={`${styles.avatar} ${styles.initials}`} style={{ ...dimensions, fontSize: size * 0.42 }} aria-hidden="true">
      {initialsOf(name) || '?'}
    </span>
  );
}
