// The head of a project page: the project's name and key, the switch between board and list (links, so each
// view has its address; they keep the filters, which both views read), and "New issue" for those who may create
// issues.
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/Page';
import { PresenceAvatars } from '../presence/PresenceAvatars';
import styles from './Board.module.css';
import { projectViewPath, type ProjectView } from './paths';

export interface ProjectHeaderProps {
  workspaceSlug: string;
  workspaceName: string;
  project: { id: string; key: string; name: string };
  view: ProjectView;
  onNewIssue?: () => void;
  /** More actions of the project (import, export), before "New issue". */
  moreActions?: ReactNode;
}

export function ProjectHeader({ workspaceSlug, workspaceName, project, view, onNewIssue, moreActions }: ProjectHeaderProps) {
  const { search } = useLocation();
  const filters = new URLSearchParams(search);
  filters.delete('issue');
  const query = filters.size ? `?${filters.toString()}` : '';
  const viewLink = (target: ProjectView, label: string) => (
    <NavLink
      to={`${projectViewPath(workspaceSlug, project.key, target)}${query}`}
      className={[styles.viewLink, view === target ? styles.viewLinkActive : null].filter(Boolean).join(' ')}
      aria-current={view === target ? 'page' : undefined}
    >
      {label}
    </NavLink>
  );
  return (
    <>
      <title>{`${project.name} · ${view === 'board' ? 'Board' : 'List'} · ${workspaceName} · Lanes`}</title>
      <PageHeader
        eyebrow={workspaceName}
        title={
          <span className={styles.projectTitle}>
            <Badge mono>{project.key}</Badge> {project.name}
          </span>
        }
        actions={
          <>
            <PresenceAvatars subjectId={project.id} />
            <nav aria-label="Project views" className={styles.views}>
              {viewLink('board', 'Board')}
              {viewLink('list', 'List')}
            </nav>
            {moreActions}
            {onNewIssue ? (
              <Button variant="primary" onClick={onNewIssue}>
                New issue
              </Button>
            ) : null}
          </>
        }
      />
    </>
  );
}
