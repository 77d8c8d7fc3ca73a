// Text for assistive technology only (a button's full name, a table's caption), kept out of sight.
import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.module.css';

/** The class for elements that must keep their own tag (a `<caption>`, a `<legend>`, a heading). */
export const visuallyHidden = styles.hidden;

export function VisuallyHidden(props: Omit<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  return <span className={visuallyHidden} {...props} />;
}
