// Says plainly that these screens are the built-in sign-in, not the product's Clerk sign-in.
import styles from './BuiltinNotice.module.css';

export function BuiltinNotice() {
  return (
    <p className={styles.notice}>
      <strong>Built-in sign-in</strong> for offline use and demos: accounts live on this Lanes server and need no
      password.
    </p>
  );
}
