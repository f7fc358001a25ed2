/**
 * The dashboard's layout (spec 1 section 7.2): widgets placed in a 12-column grid by {x, y, w, h}
 * in grid cells, arranged with the keyboard from each widget's menu (widgetMoves.ts). Pure
 * functions: a layout in, a layout out; the board saves what moved.
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

export const overlapsColumns = (a: Place, b: Place) => a.x < b.x + b.w && b.x < a.x + a.w;
export const overlapsRows = (a: Place, b: Place) => a.y < b.y + b.h && b.y < a.y + a.h;
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
