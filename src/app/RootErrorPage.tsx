// The last resort when the page frame itself fails: still a page, with a way out.
import { buttonClass } from '@/ui/Button';

export function RootErrorPage() {
  return (
    <main className="panel root-error">
      <h1>Lanes ran into a problem</h1>
      <p>Something went wrong while showing this page. Reloading usually helps.</p>
      <p className="actions">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
