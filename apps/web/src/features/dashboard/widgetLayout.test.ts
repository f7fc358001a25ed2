import { describe, expect, it } from 'vitest';
import { changedPlaces, compact, inReadingOrder, placeAtEnd, type Placed } from './widgetLayout';
import { moveWidget, resizeWidget } from './widgetMoves';

const at = (id: string, x: number, y: number, w: number, h: number): Placed => ({ id, place: { x, y, w, h } });
/** A layout as "id@x,y,wxh" strings, in reading order, to read a result at a glance. */
const show = (layout: Placed[] | null) => layout && inReadingOrder(layout).map(({ id, place: p }) => `${id}@${p.x},${p.y},${p.w}x${p.h}`);

// counters across the top; recent and mine side by side; a chart under them.
const board = [at('counters', 0, 0, 12, 1), at('recent', 0, 1, 6, 2), at('mine', 6, 1, 6, 2), at('chart', 0, 3, 12, 2)];

describe('gravity', () => {
  it('lifts widgets into gaps and pushes overlapping ones below', () => {
    expect(show(compact([at('a', 0, 5, 6, 1), at('b', 0, 0, 6, 2), at('c', 6, 3, 6, 1)]))).toEqual(['b@0,0,6x2', 'c@6,0,6x1', 'a@0,2,6x1']);
    expect(show(compact([at('b', 0, 0, 6, 2), at('c', 3, 1, 6, 1)]))).toEqual(['b@0,0,6x2', 'c@3,2,6x1']);
  });

  it('puts a saved place back inside the grid', () => {
    expect(show(compact([at('a', 10, -2, 6, 0)]))).toEqual(['a@6,0,6x1']);
  });

  it('leaves a tidy layout as it is', () => {
    expect(changedPlaces(board, compact(board))).toEqual([]);
  });
});

describe('moving a widget on the grid', () => {
  it('up: passes the nearest widget above that shares a column', () => {
    expect(show(moveWidget(board, 'chart', 'up'))).toEqual(['counters@0,0,12x1', 'chart@0,1,12x2', 'recent@0,3,6x2', 'mine@6,3,6x2']);
    expect(show(moveWidget(board, 'mine', 'up'))).toEqual(['mine@6,0,6x2', 'counters@0,2,12x1', 'recent@0,3,6x2', 'chart@0,5,12x2']);
  });

  it('down: goes just below the nearest widget under it', () => {
    expect(show(moveWidget(board, 'counters', 'down'))).toEqual(['recent@0,0,6x2', 'mine@6,0,6x2', 'counters@0,2,12x1', 'chart@0,3,12x2']);
    expect(show(moveWidget(board, 'mine', 'down'))).toEqual(['counters@0,0,12x1', 'recent@0,1,6x2', 'chart@0,3,12x2', 'mine@6,5,6x2']);
  });

  it('cannot go up from the top nor down from the bottom', () => {
    expect(moveWidget(board, 'counters', 'up')).toBeNull();
    expect(moveWidget(board, 'chart', 'down')).toBeNull();
  });

  it('left and right: trades places with the neighbour on that row', () => {
    expect(show(moveWidget(board, 'mine', 'left'))).toEqual(['counters@0,0,12x1', 'mine@0,1,6x2', 'recent@6,1,6x2', 'chart@0,3,12x2']);
    const uneven = [at('a', 0, 0, 4, 1), at('b', 4, 0, 8, 1)];
    expect(show(moveWidget(uneven, 'a', 'right'))).toEqual(['b@0,0,8x1', 'a@8,0,4x1']);
  });

  it('left and right: shifts one column where there is no neighbour, never past the edge', () => {
    expect(show(moveWidget([at('a', 0, 0, 6, 1)], 'a', 'right'))).toEqual(['a@1,0,6x1']);
    expect(moveWidget([at('a', 0, 0, 6, 1)], 'a', 'left')).toBeNull();
    expect(moveWidget(board, 'counters', 'right')).toBeNull();
  });

  it('answers null for a widget it does not know', () => {
    expect(moveWidget(board, 'gone', 'up')).toBeNull();
  });
});

describe('moving a widget in one column (a phone)', () => {
  it('up and down trade places with the widget before or after it in reading order', () => {
    expect(show(moveWidget(board, 'mine', 'up', 'column'))).toEqual(['counters@0,0,12x1', 'mine@0,1,6x2', 'recent@6,1,6x2', 'chart@0,3,12x2']);
    expect(show(moveWidget(board, 'counters', 'down', 'column'))).toEqual(['recent@0,0,6x2', 'counters@0,2,12x1', 'mine@6,3,6x2', 'chart@0,5,12x2']);
    expect(moveWidget(board, 'counters', 'up', 'column')).toBeNull();
    expect(moveWidget(board, 'chart', 'down', 'column')).toBeNull();
    expect(moveWidget(board, 'recent', 'left', 'column')).toBeNull();
  });
});

describe('resizing a widget', () => {
  it('wider and narrower step through a quarter, a third, a half, two thirds and all; neighbours make room', () => {
    expect(show(resizeWidget(board, 'recent', 'wider'))).toEqual(['counters@0,0,12x1', 'recent@0,1,8x2', 'mine@6,3,6x2', 'chart@0,5,12x2']);
    expect(show(resizeWidget(board, 'recent', 'narrower'))).toEqual(['counters@0,0,12x1', 'recent@0,1,4x2', 'mine@6,1,6x2', 'chart@0,3,12x2']);
    expect(resizeWidget(board, 'counters', 'wider')).toBeNull();
    expect(resizeWidget([at('a', 0, 0, 3, 1)], 'a', 'narrower')).toBeNull();
  });

  it('keeps a widget that grows inside the grid', () => {
    expect(show(resizeWidget([at('a', 6, 0, 6, 1)], 'a', 'wider'))).toEqual(['a@4,0,8x1']);
  });

  it('taller and shorter by one row, from 1 to 6', () => {
    expect(show(resizeWidget(board, 'counters', 'taller'))!.slice(0, 2)).toEqual(['counters@0,0,12x2', 'recent@0,2,6x2']);
    expect(resizeWidget(board, 'counters', 'shorter')).toBeNull();
    expect(resizeWidget([at('a', 0, 0, 6, 6)], 'a', 'taller')).toBeNull();
  });
});

describe('showing a hidden widget and saving', () => {
  it('puts it below the others', () => {
    expect(show(placeAtEnd(board, at('types', 6, 0, 6, 2)))!.at(-1)).toBe('types@6,5,6x2');
  });

  it('saves only the widgets whose place changed', () => {
    const moved = moveWidget(board, 'mine', 'left')!;
    expect(changedPlaces(board, moved).map((p) => p.id).sort()).toEqual(['mine', 'recent']);
  });
});
