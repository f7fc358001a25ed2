import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pdfToPlanMatrix, pdfToPlanPoint, planSizeOfPage, planToPdfPoint } from '../src';

const A4 = { width: 595.28, height: 841.89 };
const ROTATIONS = [0, 90, 180, 270] as const;

describe('plan pixels and PDF points', () => {
  it('puts the corners of the plan on the corners of the page, for each rotation', () => {
    // The plan's top left corner, clockwise, against the page's corners in PDF space (y up).
    const bottomLeft = { x: 0, y: 0 };
    const topLeft = { x: 0, y: A4.height };
    const topRight = { x: A4.width, y: A4.height };
    const bottomRight = { x: A4.width, y: 0 };
    const expected: Record<(typeof ROTATIONS)[number], Array<{ x: number; y: number }>> = {
      0: [topLeft, topRight, bottomRight, bottomLeft],
      // a quarter turn clockwise brings the page's left edge to the top
      90: [bottomLeft, topLeft, topRight, bottomRight],
      180: [bottomRight, bottomLeft, topLeft, topRight],
      270: [topRight, bottomRight, bottomLeft, topLeft],
    };
    for (const rotation of ROTATIONS) {
      const plan = planSizeOfPage({ widthPt: A4.width, heightPt: A4.height }, rotation);
      const corners = [
        { x: 0, y: 0 },
        { x: plan.width, y: 0 },
        { x: plan.width, y: plan.height },
        { x: 0, y: plan.height },
      ].map((p) => planToPdfPoint(p, A4, rotation));
      corners.forEach((corner, i) => {
        expect(corner.x, `rotation ${rotation}, corner ${i}`).toBeCloseTo(expected[rotation][i]!.x, 9);
        expect(corner.y, `rotation ${rotation}, corner ${i}`).toBeCloseTo(expected[rotation][i]!.y, 9);
      });
    }
  });

  it('reads a plan pixel as half a point from the page’s top left when the plan is not rotated', () => {
    expect(planToPdfPoint({ x: 200, y: 100 }, A4, 0)).toEqual({ x: 100, y: A4.height - 50 });
    // rotations are snapped to quarter turns as the editor stores them
    expect(planToPdfPoint({ x: 200, y: 100 }, A4, -270)).toEqual(planToPdfPoint({ x: 200, y: 100 }, A4, 90));
  });

  it('goes there and back: pdfToPlanPoint undoes planToPdfPoint, and the matrix agrees', () => {
    const size = fc.record({ width: fc.double({ min: 10, max: 5000, noNaN: true }), height: fc.double({ min: 10, max: 5000, noNaN: true }) });
    const coord = fc.double({ min: -20_000, max: 20_000, noNaN: true });
    fc.assert(
      fc.property(size, coord, coord, fc.integer({ min: -8, max: 8 }), (page, x, y, turns) => {
        const rotation = turns * 90;
        const pdf = planToPdfPoint({ x, y }, page, rotation);
        const back = pdfToPlanPoint(pdf, page, rotation);
        const [a, b, c, d, e, f] = pdfToPlanMatrix(page, rotation);
        const tolerance = 1e-6 * Math.max(1, Math.abs(x), Math.abs(y), page.width, page.height);
        expect(Math.abs(back.x - x)).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(back.y - y)).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(a * pdf.x + c * pdf.y + e - x)).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(b * pdf.x + d * pdf.y + f - y)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
});
