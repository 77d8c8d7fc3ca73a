// The saved views in the command palette: "Open view <name>" for each view the viewer can open, handed to the
// palette (which loads this after the page's first paint) as they change.
import { useEffect, useMemo } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { PaletteAction } from '@/features/palette/CommandPalette';
import { useSavedViews } from './savedViews';
import { viewPath } from './viewPaths';

export function ViewPaletteActions({ workspaceSlug, onChange }: { workspaceSlug: string; onChange: (actions: readonly PaletteAction[]) => void }) {
  const views = useSavedViews(useRelayEnvironment());
  const navigate = useNavigate();
  const actions = useMemo(
    () => (views ?? []).map((view) => ({ id: `view:${view.id}`, label: `Open view ${view.name}`, run: () => void navigate(viewPath(workspaceSlug, view.id)) })),
    [views, navigate, workspaceSlug],
  );
  useEffect(() => onChange(actions), [actions, onChange]);
  return null;
}
