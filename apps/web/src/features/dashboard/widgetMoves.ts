/**
 * Moving and resizing a widget from its menu (loaded with the menu, when first opened): each
 * answers the whole layout after the change, as `compact` leaves it, or null when the change
 * cannot be made (the menu then offers it disabled).
 */

import {
  clampPlace,
  compact,
  GRID_COLUMNS,
  inReadingOrder,
  MAX_HEIGHT,
  overlapsColumns,
  overlapsRows,
  WIDTHS,
  type Direction,
  type LayoutMode,
  type Place,
  type Placed,
  type Resize,
} from './widgetLayout';

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

