import { describe, expect, it } from 'vitest';
import { isSelfIntersecting, polygonAreaPx, signedAreaPx } from '../src';
import { pts } from './helpers';

describe('shoelace area', () => {
  it('is positive clockwise on screen and negative anticlockwise', () => {
    const clockwise = pts([0, 0], [10, 0], [10, 10], [0, 10]);
    expect(signedAreaPx(clockwise)).toBe(100);
    expect(signedAreaPx([...clockwise].reverse())).toBe(-100);
    expect(polygonAreaPx([...clockwise].reverse())).toBe(100);
  });

  it('measures a concave polygon', () => {
    // An L: a 20x20 square without its 10x10 top right quarter.
    expect(polygonAreaPx(pts([0, 0], [10, 0], [10, 10], [20, 10], [20, 20], [0, 20]))).toBe(300);
  });

  it('lets the opposite loops of a figure eight cancel (the documented rule)', () => {
    const bowTie = pts([0, 0], [10, 10], [10, 0], [0, 10]);
    expect(polygonAreaPx(bowTie)).toBe(0);
    expect(isSelfIntersecting(bowTie)).toBe(true);
  });

  it('counts a loop wound twice over as twice its area', () => {
    const twice = pts([0, 0], [10, 0], [10, 10], [0, 10], [0, 0], [10, 0], [10, 10], [0, 10]);
    expect(polygonAreaPx(twice)).toBe(200);
  });
});

describe('isSelfIntersecting', () => {
  it.each([
    ['a triangle', pts([0, 0], [10, 0], [5, 8]), false],
    ['a square', pts([0, 0], [10, 0], [10, 10], [0, 10]), false],
    ['a concave L', pts([0, 0], [10, 0], [10, 10], [20, 10], [20, 20], [0, 20]), false],
    ['a square with a repeated point', pts([0, 0], [10, 0], [10, 0], [10, 10], [0, 10], [0, 0]), false],
    ['a bow tie', pts([0, 0], [10, 10], [10, 0], [0, 10]), true],
    ['a polygon touching itself at a vertex', pts([0, 0], [10, 0], [5, 5], [10, 10], [0, 10], [5, 5]), true],
    ['fewer than three points', pts([0, 0], [1, 1]), false],
  ])('%s: %s', (_name, points, expected) => {
    expect(isSelfIntersecting(points)).toBe(expected);
  });
});
