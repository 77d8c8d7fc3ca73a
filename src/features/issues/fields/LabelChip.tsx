// A label as people see it on an issue: its colour as a dot, and its name.
import styles from './fields.module.css';

export function LabelChip({ name, color }: { name: string; color: string }) {
  return (
    <span className={styles.chip}>
      <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
      {name}
    </span>
  );
}
