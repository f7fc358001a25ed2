import { shapeOfCanvas, type CanvasShape } from './canvas';
import { normaliseRotation } from './editor-rules';
import type { ExportElementInput } from './export-rows';
import type { PlanSize } from './point';
import { px } from './units';

/**
 * Plan pixels are fixed by the PDF page, not by the screen: a page is PLAN_PIXELS_PER_POINT
 * pixels per PDF point (the server's default page rendering, 144 dpi), after the plan's
 * rotation. The editor scales whatever resolution it renders to this size, the server exports
 * from it, and a drawing keeps its place at every zoom and on every device.
 */
export const PLAN_PIXELS_PER_POINT = 2;

/** The plan pixel size of a PDF page of `widthPt` x `heightPt` points under a rotation. */
export function planSizeOfPage(page: { readonly widthPt: number; readonly heightPt: number }, rotation: number): PlanSize {
  const width = px(page.widthPt * PLAN_PIXELS_PER_POINT);
  const height = px(page.heightPt * PLAN_PIXELS_PER_POINT);
  const turn = normaliseRotation(rotation);
  return turn === 90 || turn === 270 ? { width: height, height: width } : { width, height };
}

/** What an export needs of an element definition (name and colour); missing when it was deleted. */
export interface DefinitionLike {
  readonly name: string;
  readonly color: string;
}

/** Grey for elements whose definition was deleted. */
export const REMOVED_ELEMENT_COLOR = '#808080';

/** An element as stored (its definition id and canvasData), read for the export rows. */
export function exportInputOf(
  element: { readonly elementId: string; readonly canvasData: CanvasShape },
  definition: DefinitionLike | undefined,
  blueprint: string,
): ExportElementInput {
  return {
    blueprint,
    elementId: element.elementId,
    name: definition?.name ?? null,
    color: definition?.color ?? REMOVED_ELEMENT_COLOR,
    shape: shapeOfCanvas(element.canvasData),
    strokeWidth: element.canvasData.strokeWidth ?? null,
  };
}

/**
 * A plan's stored elements read for the export, as the server's PDF and spreadsheet and the
 * editor's summary all build it (then `buildBlueprintExport`), so the rows are the same
 * everywhere: hidden elements left out, the rest in the order given, each with its definition
 * found by id among `definitions` (a removed element when none is).
 */
export function exportInputsOf(
  elements: readonly { readonly elementId: string; readonly canvasData: CanvasShape; readonly visible?: boolean }[],
  definitions: readonly (DefinitionLike & { readonly id: string })[],
  blueprint: string,
): ExportElementInput[] {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  return elements
    .filter((element) => element.visible !== false)
    .map((element) => exportInputOf(element, byId.get(element.elementId), blueprint));
}
