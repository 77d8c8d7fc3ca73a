// A cycle's burn-up: its scope and what was done at the end of each day (in estimate points, or issues when nothing is
// estimated), drawn as an SVG whose label sums it up, with the same figures in a table for screen readers and anyone
// who wants the numbers.
import { useCallback, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BurnUpChart_cycle$key } from '@/__generated__/BurnUpChart_cycle.graphql';
import { Table } from '@/ui/Table';
import { formatDay } from './cycleWords';
import styles from './Cycles.module.css';

/** The drawing's width until the chart's own is known; then its width on screen, so its labels keep their size. */
const WIDTH = 600;
const NARROWEST = 240;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 36 };

interface Day {
  readonly date: string;
  readonly scope: number | null | undefined;
  readonly completed: number | null | undefined;
}

/** The points of a series over the days that have a value. */
function pointsOf(days: readonly Day[], value: (day: Day) => number | null | undefined, top: number, width: number): string {
  const x = (index: number) => PAD.left + (days.length <= 1 ? 0 : (index * (width - PAD.left - PAD.right)) / (days.length - 1));
  const y = (amount: number) => HEIGHT - PAD.bottom - (amount * (HEIGHT - PAD.top - PAD.bottom)) / top;
  return days
    .flatMap((day, index) => {
      const amount = value(day);
      return amount == null ? [] : [`${x(index).toFixed(1)},${y(amount).toFixed(1)}`];
    })
    .join(' ');
}

/** The element's width in CSS pixels as it changes (null until measured, and where nothing measures, as in tests). */
function useWidthOf<TElement extends Element>(): [number | null, (element: TElement | null) => void] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: TElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [width, ref];
}

export function BurnUpChart({ cycle: cycleKey }: { cycle: BurnUpChart_cycle$key }) {
  const { number, burnUp } = useFragment(
    graphql`
      fragment BurnUpChart_cycle on Cycle {
        number
        burnUp {
          unit
          days {
            date
            scope
            completed
          }
        }
      }
    `,
    cycleKey,
  );
  const captionId = useId();
  // Drawn at its width on screen (a phone's too), so that its labels stay 11 pixels high.
  const [measured, measure] = useWidthOf<SVGSVGElement>();
  const width = Math.max(NARROWEST, measured ?? WIDTH);
  const { days } = burnUp;
  const unit = burnUp.unit === 'POINTS' ? 'points' : 'issues';
  const known = days.filter((day) => day.scope != null);
  const last = known.at(-1);
  const top = Math.max(1, ...known.map((day) => day.scope ?? 0));
  const summary = last
    ? `Burn-up of cycle ${number}: ${last.completed} of ${last.scope} ${unit} completed by ${formatDay(last.date)}, over ${days.length} days.`
    : `Burn-up of cycle ${number}: the cycle has not started yet.`;
  // Once each: a chart whose top is 1 would draw (and key) its middle line and its top line both at 1.
  const gridLines = [...new Set([0, 0.5, 1].map((share) => Math.round(top * share)))];
  return (
    <figure className={styles.card} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.formTitle}>
        Burn-up ({unit})
      </figcaption>
      <svg ref={measure} className={styles.chart} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
        {gridLines.map((amount) => {
          const y = HEIGHT - PAD.bottom - (amount * (HEIGHT - PAD.top - PAD.bottom)) / top;
          return (
            <g key={amount}>
              <line className={styles.gridLine} x1={PAD.left} x2={width - PAD.right} y1={y} y2={y} />
              <text className={styles.axisLabel} x={PAD.left - 6} y={y + 4} textAnchor="end">
                {amount}
              </text>
            </g>
          );
        })}
        {days.length ? (
          <>
            <text className={styles.axisLabel} x={PAD.left} y={HEIGHT - 6}>
              {formatDay(days[0].date)}
            </text>
            <text className={styles.axisLabel} x={width - PAD.right} y={HEIGHT - 6} textAnchor="end">
              {formatDay(days[days.length - 1].date)}
            </text>
          </>
        ) : null}
        <polyline className={styles.scopeLine} points={pointsOf(days, (day) => day.scope, top, width)} />
        <polyline className={styles.completedLine} points={pointsOf(days, (day) => day.completed, top, width)} />
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.swatchScope}`} />
          Scope
        </li>
        <li>
          <span className={styles.swatch} />
          Completed
        </li>
      </ul>
      <details>
        <summary>Burn-up figures by day</summary>
        <Table>
          <caption className={styles.muted}>{`Scope and completed ${unit} at the end of each day`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Scope</th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{day.scope ?? '–'}</td>
                <td>{day.completed ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}
