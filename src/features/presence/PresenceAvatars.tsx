// Who else is looking at this board or issue right now: their avatars, a few at most and a count of the rest, each
// named for pointers (title) and for screen readers. Nothing at all while the viewer is alone.
import { Avatar } from '@/ui/Avatar';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import styles from './PresenceAvatars.module.css';
import { usePresence } from './usePresence';

/** Avatars shown before the rest become "+N". */
const SHOWN = 4;

export function PresenceAvatars({ subjectId }: { subjectId: string }) {
  const people = usePresence(subjectId);
  if (people.length === 0) return null;
  const shown = people.slice(0, SHOWN);
  const rest = people.slice(SHOWN);
  return (
    <ul className={styles.presence} aria-label="Also viewing">
      {shown.map((person) => (
        <li key={person.id} className={styles.person} title={`${person.name} is viewing`}>
          <Avatar name={person.name} imageUrl={person.imageUrl ?? null} />
          <VisuallyHidden>{person.name}</VisuallyHidden>
        </li>
      ))}
      {rest.length > 0 ? (
        <li className={styles.more} title={rest.map((person) => person.name).join(', ')}>
          <span aria-hidden="true">+{rest.length}</span>
          <VisuallyHidden>{`and ${rest.length} more: ${rest.map((person) => person.name).join(', ')}`}</VisuallyHidden>
        </li>
      ) : null}
    </ul>
  );
}
