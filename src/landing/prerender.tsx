// Build-time rendering of the landing page (see scripts/prerenderLanding.mjs): its HTML goes into index.html,
// so that the page paints before any script runs, and the landing entry hydrates it.
import { renderToString } from 'react-dom/server';
import { LandingShell } from './LandingShell';

export function render(): string {
  return renderToString(<LandingShell openApp={() => {}} />);
}
