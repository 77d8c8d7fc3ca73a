// The last resort when the page frame itself fails: still a page, with a way out.
import { buttonClass, ButtonRow } from '@/ui/Button';
import { Panel } from '@/ui/Panel';
import styles from './RootErrorPage.module.css';

export function RootErrorPage() {
  return (
    <Panel as="main" className={styles.page}>
      <h1>Lanes ran into a problem</h1>
      <p>Something went wrong while showing this page. Reloading usually helps.</p>
      <ButtonRow>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/">Go to the home page</a>
      </ButtonRow>
    </Panel>
  );
}
