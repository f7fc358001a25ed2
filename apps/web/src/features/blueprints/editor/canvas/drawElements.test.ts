import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_PIXELS, renderScale } from './pdfPage';
import { colorOf, drawElements, withAlpha } from './drawElements';
import { makeElement, RECT } from '../testing/fixtures';
import { DEFINITIONS } from '../testing/headlessEditor';

/** A Path2D that records its calls (the test DOM has none). */
class FakePath {
  calls: unknown[][] = [];
  moveTo = (...a: unknown[]) => this.calls.push(['moveTo', ...a]);
  lineTo = (...a: unknown[]) => this.calls.push(['lineTo', ...a]);
  closePath = () => this.calls.push(['closePath']);
  rect = (...a: unknown[]) => this.calls.push(['rect', ...a]);
  arc = (...a: unknown[]) => this.calls.push(['arc', ...a]);
  ellipse = (...a: unknown[]) => this.calls.push(['ellipse', ...a]);
}

function fakeContext() {
  const log: unknown[][] = [];
  const ctx = {
    lineWidth: 0,
    fillStyle: '',
    strokeStyle: '',
    lineCap: '',
    lineJoin: '',
    save: () => log.push(['save']),
    restore: () => log.push(['restore']),
    clip: (path: FakePath, rule: string) => log.push(['clip', path.calls, rule]),
    fill: () => log.push(['fill', ctx.fillStyle]),
    stroke: () => log.push(['stroke', ctx.strokeStyle, ctx.lineWidth]),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, log };
}

beforeEach(() => vi.stubGlobal('Path2D', FakePath));
afterEach(() => vi.unstubAllGlobals());

const definitions = new Map(Object.values(DEFINITIONS).map((d) => [d.id, d]));

describe('drawing the elements', () => {
  it('fills only the filled styles, translucent, and strokes every shape in its colour', () => {
    const { ctx, log } = fakeContext();
    drawElements(ctx, [makeElement('a', RECT, { elementId: 'rect-o' }), makeElement('b', { ...RECT, style: 3 }, { elementId: 'rect-f' })], definitions, 1);
    expect(log).toEqual([
      ['stroke', '#0000ff', 2],
      ['fill', 'rgba(255, 255, 0, 0.35)'],
      ['stroke', '#ffff00', 2],
    ]);
  });

  it('skips hidden elements and the one the selection draws', () => {
    const { ctx, log } = fakeContext();
    drawElements(ctx, [makeElement('a', RECT, { visible: false }), makeElement('b', RECT), makeElement('c', RECT)], definitions, 1, 'c');
    expect(log).toHaveLength(1);
  });

  it('cuts the cutouts out as holes (even-odd clip)', () => {
    const { ctx, log } = fakeContext();
    drawElements(ctx, [makeElement('a', { ...RECT, cutouts: [{ x: 110, y: 110, width: 20, height: 10 }] })], definitions, 1);
    expect(log[0]).toEqual(['save']);
    expect(log[1]).toEqual(['clip', [['rect', -1e7, -1e7, 2e7, 2e7], ['rect', 110, 110, 20, 10]], 'evenodd']);
    expect(log[log.length - 1]).toEqual(['restore']);
  });

  it('keeps a stroke at least one screen pixel wide when zoomed out', () => {
    const { ctx, log } = fakeContext();
    drawElements(ctx, [makeElement('a', { ...RECT, strokeWidth: 1 })], definitions, 0.25);
    expect(log[0]).toEqual(['stroke', '#0000ff', 4]);
  });

  it('colours sketches dark grey and elements of a deleted definition grey', () => {
    expect(colorOf(makeElement('a', RECT, { elementId: '' }), definitions)).toBe('#424242');
    expect(colorOf(makeElement('a', RECT, { elementId: 'gone' }), definitions)).toBe('#808080');
    expect(withAlpha('#abc', 0.5)).toBe('rgba(170, 187, 204, 0.5)');
    expect(withAlpha('rgb(1, 2, 3)', 0.35)).toBe('rgba(1, 2, 3, 0.35)');
  });
});

describe('the plan page', () => {
  it('renders at the plan resolution, smaller only above the memory cap', () => {
    expect(renderScale(595, 842)).toBe(2);
    const a0 = renderScale(2384, 3370);
    expect(a0).toBeLessThan(2);
    expect(2384 * a0 * 3370 * a0).toBeCloseTo(MAX_PAGE_PIXELS, -2);
  });
});
