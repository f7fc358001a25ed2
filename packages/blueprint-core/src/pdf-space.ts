import { normaliseRotation } from './editor-rules';
import { PLAN_PIXELS_PER_POINT } from './plan';
import { planPoint, type PlanPoint } from './point';

/**
 * PDF user space of a plan's page, unrotated: points, origin at the page's bottom left, y up
 * (the space a PDF draws in, before the page's own /Rotate). Plan pixels are that page turned
 * clockwise by the plan's rotation, then scaled by PLAN_PIXELS_PER_POINT, origin top left, y down.
 */
export interface PdfPoint {
  readonly x: number;
  readonly y: number;
}

/** A page's size in points, unrotated (its MediaBox width and height). */
export interface PageSizePt {
  readonly width: number;
  readonly height: number;
}

/**
 * Where a plan pixel lies on the page, in PDF user space. A quarter turn clockwise sends the
 * page's bottom left corner to the plan's top left, and so on round.
 */
export function planToPdfPoint(point: { readonly x: number; readonly y: number }, page: PageSizePt, rotation: number): PdfPoint {
  const x = point.x / PLAN_PIXELS_PER_POINT;
  const y = point.y / PLAN_PIXELS_PER_POINT;
  switch (normaliseRotation(rotation)) {
    case 90:
      return { x: y, y: x };
    case 180:
      return { x: page.width - x, y };
    case 270:
      return { x: page.width - y, y: page.height - x };
    default:
      return { x, y: page.height - y };
  }
}

/** The plan pixel over a point of the page (PDF user space): the inverse of planToPdfPoint. */
export function pdfToPlanPoint(point: PdfPoint, page: PageSizePt, rotation: number): PlanPoint {
  const k = PLAN_PIXELS_PER_POINT;
  switch (normaliseRotation(rotation)) {
    case 90:
      return planPoint(point.y * k, point.x * k);
    case 180:
      return planPoint((page.width - point.x) * k, point.y * k);
    case 270:
      return planPoint((page.height - point.y) * k, (page.width - point.x) * k);
    default:
      return planPoint(point.x * k, (page.height - point.y) * k);
  }
}

/** A PDF transformation matrix [a b c d e f]: (x, y) goes to (a x + c y + e, b x + d y + f). */
export type PdfMatrix = readonly [number, number, number, number, number, number];

/**
 * The matrix that takes PDF user space of the page to plan pixels (pdfToPlanPoint as one
 * affine map), for drawing the page itself into a plan-pixel frame.
 */
export function pdfToPlanMatrix(page: PageSizePt, rotation: number): PdfMatrix {
  const o = pdfToPlanPoint({ x: 0, y: 0 }, page, rotation);
  const ex = pdfToPlanPoint({ x: 1, y: 0 }, page, rotation);
  const ey = pdfToPlanPoint({ x: 0, y: 1 }, page, rotation);
  return [ex.x - o.x, ex.y - o.y, ey.x - o.x, ey.y - o.y, o.x, o.y];
}
