// A still picture of a Lanes board in HTML and CSS: the product at a glance, with no image to download.
import styles from './LandingPage.module.css';

interface Card {
  key: string;
  title: string;
  label: string;
  assignee: string;
}

const COLUMNS: { name: string; cards: Card[] }[] = [
  {
    name: 'Todo',
    cards: [
      { key: 'WEB-42', title: 'Keyboard shortcut for moving cards', label: 'Feature', assignee: 'AL' },
      { key: 'WEB-45', title: 'Empty state for new projects', label: 'Design', assignee: 'GH' },
    ],
  },
  {
    name: 'In progress',
    cards: [
      { key: 'WEB-38', title: 'Live cursor on the board', label: 'Feature', assignee: 'KJ' },
      { key: 'API-12', title: 'Rate limits per workspace', label: 'Backend', assignee: 'AL' },
    ],
  },
  {
    name: 'Done',
    cards: [{ key: 'WEB-31', title: 'Viewer role reads only', label: 'Permissions', assignee: 'GH' }],
  },
];

export function BoardSnapshot() {
  return (
    <figure className={styles.snapshot}>
      <div className={styles.board} role="img" aria-label="A Lanes board: issues in Todo, In progress and Done, each with its key, label and assignee">
        {COLUMNS.map((column) => (
          <div key={column.name} className={styles.column}>
            <p className={styles.columnName}>
              {column.name} <span className={styles.count}>{column.cards.length}</span>
            </p>
            {column.cards.map((card) => (
              <div key={card.key} className={styles.card}>
                <span className={styles.cardKey}>{card.key}</span>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardMeta}>
                  <span className={styles.label}>{card.label}</span>
                  <span className={styles.avatar}>{card.assignee}</span>
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <figcaption className={styles.caption}>A board in Lanes: when a teammate moves a card, you see it move.</figcaption>
    </figure>
  );
}
