/**
 * The dashboard's layout (spec 1 section 7.2): widgets placed in a 12-column grid by {x, y, w, h}
 * in grid cells, arranged with the keyboard from each widget's menu. Pure functions: a layout in,
 * a layout out; the board saves what moved.
 *
 * Widgets fall upwards ("gravity"): each goes as high as it can without overlapping those before
 * it in reading order, and one that would overlap is pushed below. A layout read from the server
 * may hold overlaps or gaps; it is shown as `compact` makes it.
 */

export const GRID_COLUMNS = 12;
/** The widths a widget takes in turn: a quarter, a third, a half, two thirds, all. */
export const WIDTHS = [3, 4, 6, 8, 12] as const;
export const MAX_HEIGHT = 6;

export interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Placed {
  id: string;
  place: Place;
}

export type Direction = 'up' | 'down' | 'left' | 'right';
export type Resize = 'wider' | 'narrower' | 'taller' | 'shorter';
/** The grid as a desktop shows it, or one column on a phone (reading order only). */
export type LayoutMode = 'grid' | 'column';

const overlapsColumns = (a: Place, b: Place) => a.x < b.x + b.w && b.x < a.x + a.w;
const overlapsRows = (a: Place, b: Place) => a.y < b.y + b.h && b.y < a.y + a.h;
const collides = (a: Place, b: Place) => overlapsColumns(a, b) && overlapsRows(a, b);

/** A place inside the grid: at least one cell, no wider than the grid, not past its edges. */
export function clampPlace(place: Place): Place {
  const w = Math.min(Math.max(Math.round(place.w), 1), GRID_COLUMNS);
  const h = Math.min(Math.max(Math.round(place.h), 1), MAX_HEIGHT);
  const x = Math.min(Math.max(Math.round(place.x), 0), GRID_COLUMNS - w);
  const y = Math.max(Math.round(place.y), 0);
  return { x, y, w, h };
}

/** Reading order: top to bottom, then start to end. `first` goes before others on its row. */
function readingOrder(first?: string) {
  return (a: Placed, b: Placed) =>
    a.place.y - b.place.y || (a.id === first ? -1 : b.id === first ? 1 : 0) || a.place.x - b.place.x || a.id.localeCompare(b.id);
}

/** The layout without overlaps, each widget as high as it goes, in reading order (`first` first on its row). */
export function compact(layout: readonly Placed[], first?: string): Placed[] {
  const placed: Placed[] = [];
  for (const item of layout.map((p) => ({ id: p.id, place: clampPlace(p.place) })).sort(readingOrder(first))) {
    const place = { ...item.place };
    while (placed.some((p) => collides(place, p.place))) place.y += 1;
    while (place.y > 0 && !placed.some((p) => collides({ ...place, y: place.y - 1 }, p.place))) place.y -= 1;
    placed.push({ id: item.id, place });
  }
  return placed;
}

/** The layout sorted in reading order: the one column of a phone. */
export function inReadingOrder(layout: readonly Placed[]): Placed[] {
  return [...layout].sort(readingOrder());
}

/** The nearest widget above (`up`) or below (`down`) that shares a column with `item`. */
function neighbourVertically(layout: readonly Placed[], item: Placed, dir: 'up' | 'down'): Placed | undefined {
  const candidates = layout.filter((p) => p.id !== item.id && overlapsColumns(p.place, item.place));
  if (dir === 'up') {
    return candidates.filter((p) => p.place.y < item.place.y).sort((a, b) => b.place.y - a.place.y || a.place.x - b.place.x)[0];
  }
  return candidates.filter((p) => p.place.y > item.place.y).sort((a, b) => a.place.y - b.place.y || a.place.x - b.place.x)[0];
}

/** The nearest widget before (`left`) or after (`right`) `item` that shares a row with it. */
function neighbourSideways(layout: readonly Placed[], item: Placed, dir: 'left' | 'right'): Placed | undefined {
  const candidates = layout.filter((p) => p.id !== item.id && overlapsRows(p.place, item.place));
  if (dir === 'left') {
    return candidates.filter((p) => p.place.x + p.place.w <= item.place.x).sort((a, b) => b.place.x + b.place.w - (a.place.x + a.place.w))[0];
  }
  return candidates.filter((p) => p.place.x >= item.place.x + item.place.w).sort((a, b) => a.place.x - b.place.x)[0];
}

const withPlace = (layout: readonly Placed[], changes: Record<string, Place>): Placed[] =>
  layout.map((p) => (changes[p.id] ? { id: p.id, place: changes[p.id]! } : p));

/** Two widgets trade places (each keeps its size): a phone's up and down. */
function swap(layout: readonly Placed[], a: Placed, b: Placed): Placed[] {
  const aPlace = clampPlace({ ...a.place, x: b.place.x, y: b.place.y });
  const bPlace = clampPlace({ ...b.place, x: a.place.x, y: a.place.y });
  const first = a.place.y > b.place.y || (a.place.y === b.place.y && a.place.x > b.place.x) ? a.id : b.id;
  return compact(withPlace(layout, { [a.id]: aPlace, [b.id]: bPlace }), first);
}

/**
 * `id` moved one step, or null when it cannot go that way. On the grid, up and down pass the
 * nearest widget above or below that shares a column (and what would overlap makes room); left and right trade places with the
 * neighbour on that side of the same row, or shift by one column where there is none. In one
 * column, up and down trade places with the widget before or after it in reading order, and
 * left and right do not apply.
 */
export function moveWidget(layout: readonly Placed[], id: string, dir: Direction, mode: LayoutMode = 'grid'): Placed[] | null {
  const current = compact(layout);
  const item = current.find((p) => p.id === id);
  if (!item) return null;

  if (mode === 'column') {
    if (dir === 'left' || dir === 'right') return null;
    const ordered = inReadingOrder(current);
    const other = ordered[ordered.indexOf(item) + (dir === 'up' ? -1 : 1)];
    return other ? swap(current, item, other) : null;
  }

  if (dir === 'up' || dir === 'down') {
    const other = neighbourVertically(current, item, dir);
    if (!other) return null;
    // Up: the widget takes the other's row and goes first on it. Down: it goes just below the other.
    const y = dir === 'up' ? other.place.y : other.place.y + other.place.h;
    return compact(withPlace(current, { [id]: { ...item.place, y } }), id);
  }

  const other = neighbourSideways(current, item, dir);
  if (other) {
    const start = Math.min(item.place.x, other.place.x);
    const end = Math.max(item.place.x + item.place.w, other.place.x + other.place.w);
    const [before, after] = dir === 'left' ? [item, other] : [other, item];
    return compact(
      withPlace(current, {
        [before.id]: { ...before.place, x: start },
        [after.id]: { ...after.place, x: end - after.place.w },
      }),
      id,
    );
  }
  const x = item.place.x + (dir === 'left' ? -1 : 1);
  if (x < 0 || x + item.place.w > GRID_COLUMNS) return null;
  return compact(withPlace(current, { [id]: { ...item.place, x } }), id);
}

/** `id` made wider or narrower (through WIDTHS), taller or shorter (one row), or null when it cannot. */
export function resizeWidget(layout: readonly Placed[], id: string, change: Resize): Placed[] | null {
  const current = compact(layout);
  const item = current.find((p) => p.id === id);
  if (!item) return null;
  const { place } = item;
  let next: Place;
  if (change === 'wider' || change === 'narrower') {
    const w = change === 'wider' ? WIDTHS.find((width) => width > place.w) : [...WIDTHS].reverse().find((width) => width < place.w);
    if (w === undefined) return null;
    next = clampPlace({ ...place, w });
  } else {
    const h = place.h + (change === 'taller' ? 1 : -1);
    if (h < 1 || h > MAX_HEIGHT) return null;
    next = { ...place, h };
  }
  return compact(withPlace(current, { [id]: next }), id);
}

/** A widget shown again: below all the others, as wide as it was. */
export function placeAtEnd(layout: readonly Placed[], item: Placed): Placed[] {
  const bottom = Math.max(0, ...layout.map((p) => p.place.y + p.place.h));
  return compact([...layout, { id: item.id, place: clampPlace({ ...item.place, y: bottom }) }]);
}

/** The widgets whose place differs between two layouts, with their new place. */
export function changedPlaces(before: readonly Placed[], after: readonly Placed[]): Placed[] {
  const old = new Map(before.map((p) => [p.id, p.place]));
  return after.filter((p) => {
    const was = old.get(p.id);
    return !was || was.x !== p.place.x || was.y !== p.place.y || was.w !== p.place.w || was.h !== p.place.h;
  });
}
