// Where a card dragged on the board lands: a column and its place among that column's other cards. The pointer
// decides it from where it is (the column under it, then the card it is over: above that card's middle lands
// before it, below lands after it, below the last card lands at the bottom); the keyboard steps through the
// places one at a time (up and down within a column, left and right to the neighbouring column, keeping the
// height). dnd-kit's stock detection (closest corners) picked a card of a neighbouring column whenever the
// column under the pointer was empty or short, and its keyboard steps skipped empty columns. A grouped board is one
// board of several rows: its columns are named by their row and status (the keyboard keeps to the card's row).
import {
  closestCenter,
  type Active,
  type ClientRect,
  type Collision,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { IssueStatus } from './issueGroups';

/** A place on the board: the column (its status; on a grouped board its row's and its status), and the index among its cards without the dragged one. */
export interface DropPlacement<Column extends string = IssueStatus> {
  status: Column;
  index: number;
}

/** What the board knows of its columns: the columns in order, and each column's loaded card ids, top to bottom. */
export interface BoardLayout<Column extends string = IssueStatus> {
  statuses: readonly Column[];
  ids(status: Column): readonly string[];
}

type Place = DropPlacement<string>;
type Layout = BoardLayout<string>;

export const COLUMN_PREFIX = 'column:';

export const columnDroppableId = (status: string) => `${COLUMN_PREFIX}${status}`;

function columnStatus(container: DroppableContainer): string | null {
  const id = String(container.id);
  return id.startsWith(COLUMN_PREFIX) ? id.slice(COLUMN_PREFIX.length) : null;
}

function cardStatus(container: DroppableContainer): string | null {
  const data = container.data.current as { sortable?: { containerId?: UniqueIdentifier } } | undefined;
  return (data?.sortable?.containerId as string | undefined) ?? null;
}

/** The place the dragged issue starts from. */
export function placementOf(layout: Layout, issueId: string): Place | null {
  for (const status of layout.statuses) {
    const index = layout.ids(status).indexOf(issueId);
    if (index !== -1) return { status, index };
  }
  return null;
}

/** The cards of the column other than the dragged one. */
function others(layout: Layout, status: string, activeId: UniqueIdentifier): readonly string[] {
  return layout.ids(status).filter((id) => id !== activeId);
}

/**
 * The droppable that stands for a place, as dnd-kit's sortable lists expect it: in the dragged card's own column
 * the card whose slot it takes (so the cards between shift to make room); in another column the card it lands
 * before, or the column itself at the bottom.
 */
export function overIdOf(layout: Layout, activeId: UniqueIdentifier, origin: Place | null, place: Place): UniqueIdentifier {
  if (origin && origin.status === place.status) {
    const ids = layout.ids(place.status);
    return ids[place.index] ?? ids[ids.length - 1] ?? columnDroppableId(place.status);
  }
  return others(layout, place.status, activeId)[place.index] ?? columnDroppableId(place.status);
}

function center(rect: ClientRect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

function distance(value: number, low: number, high: number): number {
  return value < low ? low - value : value > high ? value - high : 0;
}

export interface DetectionState {
  layout: () => Layout;
  origin: () => Place | null;
  /** The place the keyboard has stepped to (null while the pointer drags). */
  keyboardPlace: () => Place | null;
  /** Told the place each time the detection runs. */
  onPlace: (place: Place | null) => void;
}

/** The board's collision detection: the place under the pointer, or the one the keyboard stepped to. */
export function boardCollisionDetection(state: DetectionState): CollisionDetection {
  return (args) => {
    const { active, droppableContainers, droppableRects, pointerCoordinates, collisionRect } = args;
    const layout = state.layout();
    const origin = state.origin();
    const collision = (id: UniqueIdentifier): Collision[] => {
      const container = droppableContainers.find((entry) => entry.id === id);
      return container ? [{ id, data: { droppableContainer: container, value: 0 } }] : [];
    };

    // The keyboard: the place its arrows stepped to, where the card was before the first.
    const keyboardPlace = state.keyboardPlace() ?? origin;
    if (!pointerCoordinates && keyboardPlace) {
      state.onPlace(keyboardPlace);
      return collision(overIdOf(layout, active.id, origin, keyboardPlace));
    }

    // The column: the one under the pointer, else the nearest (sideways, then up or down: a grouped board's rows).
    const columns = droppableContainers.filter((entry) => columnStatus(entry) !== null);
    const point = pointerCoordinates ?? center(collisionRect);
    let column = columns.find((entry) => {
      const rect = droppableRects.get(entry.id);
      return rect && point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;
    });
    if (!column) {
      column = columns
        .map((entry) => ({ entry, rect: droppableRects.get(entry.id) }))
        .filter((item): item is { entry: DroppableContainer; rect: ClientRect } => item.rect !== undefined)
        .sort(
          (a, b) =>
            distance(point.x, a.rect.left, a.rect.right) - distance(point.x, b.rect.left, b.rect.right) ||
            distance(point.y, a.rect.top, a.rect.bottom) - distance(point.y, b.rect.top, b.rect.bottom),
        )[0]?.entry;
    }
    const status = column ? columnStatus(column) : null;
    if (!column || !status) {
      state.onPlace(null);
      return [];
    }

    const cards = droppableContainers.filter((entry) => cardStatus(entry) === status && droppableRects.has(entry.id));
    if (origin?.status === status) {
      // Its own column: the sortable list's rule (the card whose slot its middle is nearest takes it).
      const nearest = closestCenter({ ...args, droppableContainers: cards })[0];
      const ids = layout.ids(status);
      const index = nearest ? ids.indexOf(String(nearest.id)) : -1;
      state.onPlace({ status, index: index === -1 ? Math.max(0, ids.length - 1) : index });
      return nearest ? [nearest] : collision(column.id);
    }

    // Another column: before or after the card under the pointer (by its middle), at the bottom below the last.
    const rest = others(layout, status, active.id);
    const shown = cards
      .filter((entry) => entry.id !== active.id)
      .map((entry) => ({ entry, rect: droppableRects.get(entry.id)! }))
      .sort((a, b) => a.rect.top - b.rect.top);
    if (shown.length === 0) {
      state.onPlace({ status, index: rest.length });
      return collision(column.id);
    }
    const nearest = shown.reduce((best, item) =>
      distance(point.y, item.rect.top, item.rect.bottom) < distance(point.y, best.rect.top, best.rect.bottom) ? item : best,
    );
    const index = rest.indexOf(String(nearest.entry.id));
    const after = point.y > center(nearest.rect).y;
    const place = { status, index: index === -1 ? rest.length : index + (after ? 1 : 0) };
    state.onPlace(place);
    return collision(overIdOf(layout, active.id, origin, place));
  };
}

const STEPS: Record<string, 'up' | 'down' | 'left' | 'right'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The place one arrow key away; the same place when there is none further that way. */
export function stepPlacement(layout: Layout, activeId: UniqueIdentifier, origin: Place | null, from: Place, key: string): Place {
  const step = STEPS[key];
  // Its own column holds it (the last slot is its own); another column has a slot below its last card.
  const last = (status: string) =>
    origin?.status === status ? Math.max(0, layout.ids(status).length - 1) : others(layout, status, activeId).length;
  if (step === 'up') return { status: from.status, index: Math.max(0, from.index - 1) };
  if (step === 'down') return { status: from.status, index: Math.min(last(from.status), from.index + 1) };
  if (step === 'left' || step === 'right') {
    const at = layout.statuses.indexOf(from.status) + (step === 'left' ? -1 : 1);
    const status = layout.statuses[at];
    if (!status) return from;
    return { status, index: Math.min(from.index, last(status)) };
  }
  return from;
}

export interface KeyboardState {
  layout: () => Layout;
  origin: () => Place | null;
  keyboardPlace: () => Place | null;
  setKeyboardPlace: (place: Place) => void;
}

/** The keyboard's steps: the arrow keys move the card one place, and its overlay to that place on screen. */
export function boardKeyboardCoordinates(state: KeyboardState): KeyboardCoordinateGetter {
  return (event, { context }) => {
    if (!(event.code in STEPS)) return undefined;
    event.preventDefault();
    const { active, collisionRect, droppableRects } = context;
    const from = state.keyboardPlace() ?? state.origin();
    if (!active || !collisionRect || !from) return undefined;
    const layout = state.layout();
    const place = stepPlacement(layout, active.id, state.origin(), from, event.code);
    state.setKeyboardPlace(place);
    return coordinatesOf(layout, active, state.origin(), place, droppableRects, collisionRect);
  };
}

/** Where the dragged card's overlay goes to show a place: over the card it lands before, or below the last. */
function coordinatesOf(
  layout: Layout,
  active: Active,
  origin: Place | null,
  place: Place,
  rects: Map<UniqueIdentifier, ClientRect>,
  current: ClientRect,
) {
  const overId = overIdOf(layout, active.id, origin, place);
  const rect = rects.get(overId);
  const columnRect = rects.get(columnDroppableId(place.status));
  if (rect && !String(overId).startsWith(COLUMN_PREFIX)) {
    // In its own column below where it was, its bottom meets the bottom of the card whose slot it takes.
    const below = origin?.status === place.status && place.index > origin.index;
    return { x: rect.left, y: below ? rect.bottom - current.height : rect.top };
  }
  const ids = others(layout, place.status, active.id);
  const lastRect = ids.length ? rects.get(ids[ids.length - 1]) : undefined;
  const left = lastRect?.left ?? (columnRect ? columnRect.left + 8 : current.left);
  const top = lastRect ? lastRect.bottom + 8 : columnRect ? columnRect.top + 48 : current.top;
  return { x: left, y: top };
}

function samePlace(a: Place | null, b: Place | null): boolean {
  return !!a && !!b && a.status === b.status && a.index === b.index;
}

/**
 * One board's drag: where the card started, the place it would land now, and the place the keyboard stepped to;
 * with the collision detection and keyboard steps that read and set them. Made once per board.
 */
export class BoardDrag<Column extends string = IssueStatus> {
  origin: DropPlacement<Column> | null = null;
  place: DropPlacement<Column> | null = null;
  keyboardPlace: DropPlacement<Column> | null = null;
  /** Whether the card has been over any other place since it was picked up (before that, nothing to announce). */
  wandered = false;
  readonly collisionDetection: CollisionDetection;
  readonly keyboardCoordinates: KeyboardCoordinateGetter;

  constructor(readonly layout: () => BoardLayout<Column>) {
    this.collisionDetection = boardCollisionDetection({
      layout,
      origin: () => this.origin,
      keyboardPlace: () => this.keyboardPlace,
      onPlace: (place) => {
        this.place = place as DropPlacement<Column> | null;
        if (!samePlace(place, this.origin)) this.wandered = true;
      },
    });
    this.keyboardCoordinates = boardKeyboardCoordinates({
      layout,
      origin: () => this.origin,
      keyboardPlace: () => this.keyboardPlace,
      setKeyboardPlace: (place) => {
        this.keyboardPlace = place as DropPlacement<Column>;
      },
    });
  }

  start(issueId: string) {
    this.origin = placementOf(this.layout(), issueId) as DropPlacement<Column> | null;
    this.place = this.origin;
    this.keyboardPlace = null;
    this.wandered = false;
  }

  end() {
    this.origin = null;
    this.place = null;
    this.keyboardPlace = null;
  }

  /** The place to show in the target column: only in another column than the card's own (which makes room itself). */
  shownTarget(): DropPlacement<Column> | null {
    return this.place && this.place.status !== this.origin?.status ? this.place : null;
  }

  /** Whether the place is where the card already is. */
  unmoved(): boolean {
    return samePlace(this.place, this.origin);
  }

  /** The drop's place in words after it (for its announcement); null when it was dropped nowhere. */
  dropped: string | null = null;

  /**
   * Ends the drag with a drop (`over`: whether it was over the board); returns the place to move the card to, null
   * when it stays where it was.
   */
  drop(over: boolean, names: Record<string, string>): DropPlacement<Column> | null {
    const place = over ? this.place : null;
    this.dropped = place ? this.describe(names) : null;
    const moved = place && !this.unmoved() ? place : null;
    this.end();
    return moved;
  }

  /** The place in words: the column's name and the position the card would take in it. */
  describe(names: Record<string, string>): string {
    const at = this.place;
    if (!at) return 'no column';
    const count = this.layout().ids(at.status).length + (at.status === this.origin?.status ? 0 : 1);
    return `${names[at.status]}, position ${at.index + 1} of ${count}`;
  }
}
