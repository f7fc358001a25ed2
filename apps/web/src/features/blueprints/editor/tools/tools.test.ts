import { describe, expect, it } from 'vitest';
import { DEFINITIONS, JOB, headlessEditor } from '../testing/headlessEditor';
import { RECT, makeElement } from '../testing/fixtures';

/**
 * Each tool driven through pointer events in screen coordinates (the headless editor, at zoom
 * 1 so screen and plan pixels coincide): its state path, the element it makes, and what it
 * refuses.
 */

describe('line tool', () => {
  it('draws a thin line from press to release and returns to move', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.thinLine);
    expect(editor.state.tool).toBe('line');
    editor.drag([100, 100], [200, 100]);
    expect(editor.path()).toEqual(['line:pointing', 'line:drawing', 'line:placed', 'move:idle']);
    expect(editor.state.tool).toBe('move');
    expect(editor.state.elements).toHaveLength(1);
    const [line] = editor.state.elements;
    expect(line).toMatchObject({ elementId: 'thin', job: JOB, question: '1', visible: true });
    expect(line.canvasData).toEqual({ kind: 'Line', style: 0, x: 0, y: 0, points: [100, 100, 200, 100], strokeWidth: 2 });
    expect(editor.state.selectedId).toBe(line._id);
  });

  it('draws a thick line with its definition size', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.thickLine);
    editor.drag([0, 0], [30, 40]);
    expect(editor.state.elements[0].canvasData).toMatchObject({ kind: 'Line', style: 1, strokeWidth: 6 });
  });

  it('refuses a line under 5 px and stays on the tool', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.thinLine);
    editor.drag([100, 100], [103, 102]);
    expect(editor.path()).toEqual(['line:pointing', 'line:drawing', 'line:idle']);
    expect(editor.state.elements).toHaveLength(0);
    expect(editor.state.refusal).toBe('tooSmall');
    expect(editor.state.tool).toBe('line');
  });

  it('draws with one finger on a touch screen', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.thinLine);
    editor.down(10, 10, { touch: 0 });
    editor.move(50, 10, { touch: 0 });
    editor.up(90, 10, { touch: 0 });
    expect(editor.state.elements[0].canvasData.points).toEqual([10, 10, 90, 10]);
  });
});

describe('rectangle tool', () => {
  it('draws a filled rectangle corner to corner', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.rectFilled);
    editor.drag([10, 10], [60, 40]);
    expect(editor.path()).toEqual(['rect:pointing', 'rect:drawing', 'rect:placed', 'move:idle']);
    expect(editor.state.elements[0].canvasData).toEqual({ kind: 'Rect', style: 3, x: 10, y: 10, width: 50, height: 30, strokeWidth: 2 });
  });

  it('keeps a rectangle drawn up and left with negative sizes', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.rectOutlined);
    editor.drag([60, 40], [10, 10]);
    expect(editor.state.elements[0].canvasData).toMatchObject({ style: 2, x: 60, y: 40, width: -50, height: -30 });
  });

  it('refuses a rectangle under 5 px in either direction', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.rectOutlined);
    editor.drag([10, 10], [200, 14]);
    expect(editor.state.elements).toHaveLength(0);
    expect(editor.state.refusal).toBe('tooSmall');
  });
});

describe('circle tool', () => {
  it('draws a circle from its centre', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.circleFilled);
    editor.drag([100, 100], [130, 140]);
    expect(editor.path()).toEqual(['circle:pointing', 'circle:drawing', 'circle:placed', 'move:idle']);
    expect(editor.state.elements[0].canvasData).toEqual({ kind: 'Circle', style: 5, x: 100, y: 100, radius: 50, strokeWidth: 2 });
  });

  it('refuses a circle under 5 px across', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.circleOutlined);
    editor.drag([100, 100], [102, 101]);
    expect(editor.state.elements).toHaveLength(0);
  });
});

describe('polygon tool', () => {
  it('adds a vertex per click and closes on a click within 10 px of the first', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.polygonFilled);
    editor.click(100, 100);
    editor.click(200, 100);
    editor.click(200, 200);
    expect(editor.state.drawing?.canvas.points).toEqual([100, 100, 200, 100, 200, 200]);
    editor.click(106, 107);
    expect(editor.path()).toEqual(['polygon:drawing', 'polygon:placed', 'move:idle']);
    expect(editor.state.elements[0].canvasData).toEqual({ kind: 'Polygon', style: 9, x: 0, y: 0, points: [100, 100, 200, 100, 200, 200], strokeWidth: 2 });
  });

  it('does not close before it holds more than 3 coordinates', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.polygonOutlined);
    editor.click(100, 100);
    editor.click(104, 104);
    expect(editor.state.elements).toHaveLength(0);
    expect(editor.state.drawing?.canvas.points).toEqual([100, 100, 104, 104]);
    expect(editor.state.toolState).toBe('drawing');
  });

  it('does not close on a click 11 px from the first vertex', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.polygonOutlined);
    editor.click(100, 100);
    editor.click(200, 100);
    editor.click(200, 200);
    editor.click(111, 100);
    expect(editor.state.elements).toHaveLength(0);
    expect(editor.state.drawing?.canvas.points).toHaveLength(8);
  });

  it('drops the polygon on Escape', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.polygonOutlined);
    editor.click(100, 100);
    editor.click(200, 100);
    editor.key('Escape');
    expect(editor.path()).toEqual(['polygon:drawing', 'polygon:idle']);
    expect(editor.state.drawing).toBeNull();
    editor.click(300, 300);
    expect(editor.state.drawing?.canvas.points).toEqual([300, 300]);
  });

  it('shows a rubber band to the pointer while drawing', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.polygonOutlined);
    editor.click(100, 100);
    editor.move(150, 160);
    expect(editor.state.drawing?.cursor).toEqual({ x: 150, y: 160 });
  });
});

describe('open polygon tool', () => {
  it("asks 'Set polygon sides' first, then ends after that many sides", () => {
    const editor = headlessEditor();
    editor.engine.setMode('EDIT');
    editor.engine.chooseDefinition(DEFINITIONS.polygonOpen);
    expect(editor.state.askSides).toBe(true);
    expect(editor.state.toolState).toBe('askingSides');
    editor.resetPath();
    editor.click(10, 10);
    expect(editor.state.drawing).toBeNull();
    expect(editor.engine.setPolygonSides(0)).toBe(false);
    expect(editor.engine.setPolygonSides(1.5)).toBe(false);
    expect(editor.state.askSides).toBe(true);
    expect(editor.engine.setPolygonSides(2)).toBe(true);
    editor.click(100, 100);
    editor.click(200, 100);
    expect(editor.state.elements).toHaveLength(0);
    editor.click(200, 200);
    expect(editor.path()).toEqual(['openPolygon:idle', 'openPolygon:drawing', 'openPolygon:placed', 'move:idle']);
    expect(editor.state.elements[0].canvasData).toMatchObject({ kind: 'Polygon', style: 10, points: [100, 100, 200, 100, 200, 200] });
  });

  it('a single side is a one-segment path', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.polygonOpen);
    editor.engine.setPolygonSides(1);
    editor.click(0, 0);
    editor.click(50, 0);
    expect(editor.state.elements[0].canvasData.points).toEqual([0, 0, 50, 0]);
  });

  it('closing the dialog without a value returns to move', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.polygonOpen);
    editor.key('Escape');
    expect(editor.state.askSides).toBe(false);
    expect(editor.state.tool).toBe('move');
  });

  it('Escape drops the vertices and keeps the sides', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.polygonOpen);
    editor.engine.setPolygonSides(3);
    editor.click(0, 0);
    editor.click(50, 0);
    editor.key('Escape');
    expect(editor.state.drawing).toBeNull();
    expect(editor.state.toolState).toBe('idle');
    expect(editor.state.polygonSides).toBe(3);
  });
});

describe('doodle tool', () => {
  it('follows the pointer and finishes on pointer up', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.doodle);
    editor.down(0, 0);
    editor.move(10, 5);
    editor.move(20, 0);
    expect(editor.state.elements).toHaveLength(0);
    editor.up(30, 5);
    expect(editor.path()).toEqual(['doodle:drawing', 'doodle:placed', 'move:idle']);
    expect(editor.state.elements[0].canvasData).toEqual({ kind: 'Doodle', style: 6, x: 0, y: 0, points: [0, 0, 10, 5, 20, 0, 30, 5], strokeWidth: 2 });
  });

  it('refuses a doodle under 5 px', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.doodle);
    editor.drag([0, 0], [2, 2]);
    expect(editor.state.elements).toHaveLength(0);
    expect(editor.path()).toEqual(['doodle:drawing', 'doodle:idle']);
  });
});

describe('lamp tool', () => {
  it('places a lamp with a click', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.lamp);
    editor.click(50, 60);
    expect(editor.path()).toEqual(['lamp:pointing', 'lamp:placed', 'move:idle']);
    expect(editor.state.elements[0].canvasData).toEqual({ kind: 'Lamp', style: 7, x: 50, y: 60, strokeWidth: 8 });
  });
});

describe('pen tool', () => {
  it('sketches without an element definition: kept in the editor, never saved', () => {
    const editor = headlessEditor();
    editor.engine.setMode('EDIT');
    expect(editor.engine.chooseTool('pen')).toBe(true);
    editor.resetPath();
    editor.drag([0, 0], [40, 40]);
    expect(editor.path()).toEqual(['pen:drawing', 'pen:placed', 'move:idle']);
    expect(editor.state.elements[0]).toMatchObject({ elementId: '' });
    expect(editor.state.revision).toBe(0);
    expect(editor.engine.hasDirty).toBe(false);
    expect(editor.engine.elementsOf({ job: JOB, question: '1' })).toEqual([]);
  });
});

describe('scissors tool', () => {
  it('cuts a rectangle out of a clicked element', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    editor.engine.setMode('EDIT');
    editor.engine.chooseTool('scissors');
    editor.resetPath();
    editor.click(150, 120);
    expect(editor.state.selectedId).toBe('e1');
    editor.drag([120, 110], [140, 130]);
    expect(editor.path()).toEqual(['scissors:chosen', 'scissors:drawing', 'scissors:cut', 'move:idle']);
    expect(editor.state.elements[0].canvasData.cutouts).toEqual([{ x: 120, y: 110, width: 20, height: 20 }]);
    editor.engine.undo();
    expect(editor.state.elements[0].canvasData.cutouts).toBeUndefined();
  });

  it("refuses another job's element it may not change, and a cut under 5 px", () => {
    const editor = headlessEditor({ canChange: (e) => e._id !== 'other' }, { elements: [makeElement('other', RECT), makeElement('mine', { ...RECT, y: 300 })] });
    editor.engine.setMode('EDIT');
    editor.engine.chooseTool('scissors');
    editor.click(150, 120);
    expect(editor.state.refusal).toBe('notAllowed');
    editor.click(150, 320);
    editor.drag([120, 310], [122, 330]);
    expect(editor.state.refusal).toBe('tooSmall');
    expect(editor.state.elements[1].canvasData.cutouts).toBeUndefined();
  });
});

describe('crop tool', () => {
  it('crops a rectangle of the plan, clamped to it', () => {
    const editor = headlessEditor();
    editor.engine.chooseTool('crop');
    editor.resetPath();
    editor.drag([1900, 900], [2100, 1100]);
    expect(editor.path()).toEqual(['crop:drawing', 'crop:cropped', 'move:idle']);
    expect(editor.state.crop).toEqual({ x: 1900, y: 900, width: 100, height: 100 });
  });

  it('crops nothing under 5 px', () => {
    const editor = headlessEditor();
    editor.engine.chooseTool('crop');
    editor.drag([10, 10], [12, 200]);
    expect(editor.state.crop).toBeNull();
  });
});

describe('measure tools', () => {
  it('a horizontal arrow over 10 px asks its metres, which calibrate the width', () => {
    const editor = headlessEditor();
    editor.engine.setMode('SET');
    expect(editor.engine.chooseTool('measureHorizontal')).toBe(true);
    editor.resetPath();
    editor.drag([100, 100], [400, 120]);
    expect(editor.path()).toEqual(['measureHorizontal:drawing', 'measureHorizontal:awaitingMetres']);
    expect(editor.state.pendingMeasure).toMatchObject({ axis: 'width', pixels: 300 });
    expect(editor.state.pendingMeasure?.arrow.canvasData.points).toEqual([100, 100, 400, 100]);
    expect(editor.engine.setMeasureMetres('width', 0.5)).toBeNull();
    expect(editor.engine.setMeasureMetres('width', 2e19)).toBeNull();
    const measures = editor.engine.setMeasureMetres('width', 6);
    expect(measures).toMatchObject({ pixels: { width: 300 }, metrics: { width: 6 } });
    expect(measures?.arrows.width?.canvasData.points).toEqual([100, 100, 400, 100]);
    expect(editor.state.tool).toBe('move');
  });

  it('a vertical arrow measures the height along y only', () => {
    const editor = headlessEditor();
    editor.engine.setMode('SET');
    editor.engine.chooseTool('measureVertical');
    editor.drag([100, 100], [130, 300]);
    expect(editor.state.pendingMeasure).toMatchObject({ axis: 'height', pixels: 200 });
  });

  it('refuses an arrow of 10 px or less', () => {
    const editor = headlessEditor();
    editor.engine.setMode('SET');
    editor.engine.chooseTool('measureHorizontal');
    editor.resetPath();
    editor.drag([100, 100], [110, 200]);
    expect(editor.path()).toEqual(['measureHorizontal:drawing', 'measureHorizontal:idle']);
    expect(editor.state.pendingMeasure).toBeNull();
    expect(editor.state.refusal).toBe('measureTooShort');
  });

  it('Escape cancels the drag and the waiting input', () => {
    const editor = headlessEditor();
    editor.engine.setMode('SET');
    editor.engine.chooseTool('measureHorizontal');
    editor.down(100, 100);
    editor.move(200, 100);
    editor.key('Escape');
    expect(editor.state.measureDraft).toBeNull();
    editor.drag([100, 100], [300, 100]);
    expect(editor.state.pendingMeasure).not.toBeNull();
    editor.key('Escape');
    expect(editor.state.pendingMeasure).toBeNull();
    expect(editor.state.toolState).toBe('idle');
  });

  it('is offered in set mode only', () => {
    const editor = headlessEditor();
    editor.engine.setMode('EDIT');
    expect(editor.engine.chooseTool('measureVertical')).toBe(false);
  });
});

describe('move tool', () => {
  it('selects and drags an element it may change', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    editor.edit();
    editor.drag([150, 120], [180, 160]);
    expect(editor.path()).toEqual(['move:pointing', 'move:dragging', 'move:idle']);
    expect(editor.state.selectedId).toBe('e1');
    expect(editor.state.elements[0].canvasData).toMatchObject({ x: 130, y: 140 });
    expect(editor.engine.history.commands).toEqual([{ type: 'change', id: 'e1', before: { canvasData: RECT }, after: { canvasData: { ...RECT, x: 130, y: 140 } } }]);
  });

  it("selects but does not move another job's element, nor anything in view mode", () => {
    const editor = headlessEditor({ canChange: () => false }, { elements: [makeElement('e1', RECT)] });
    editor.edit();
    editor.drag([150, 120], [180, 160]);
    expect(editor.state.selectedId).toBe('e1');
    expect(editor.state.elements[0].canvasData).toEqual(RECT);
    const viewer = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    viewer.drag([150, 120], [180, 160]);
    expect(viewer.state.selectedId).toBe('e1');
    expect(viewer.state.elements[0].canvasData).toEqual(RECT);
  });

  it('hits the topmost visible element and skips hidden ones', () => {
    const editor = headlessEditor({}, { elements: [makeElement('below', RECT), makeElement('above', RECT), makeElement('hidden', RECT, { visible: false })] });
    editor.click(150, 120);
    expect(editor.state.selectedId).toBe('above');
  });

  it('a click on nothing clears the selection', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    editor.click(150, 120);
    editor.click(900, 900);
    expect(editor.state.selectedId).toBeNull();
  });

  it('transforms through limitResize: under 5 px is refused', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    editor.edit();
    expect(editor.engine.transform('e1', { scaleX: 0.04 })).toBe(false);
    expect(editor.state.elements[0].canvasData).toEqual(RECT);
    expect(editor.engine.transform('e1', { scaleX: 2, rotation: 90 })).toBe(true);
    expect(editor.state.elements[0].canvasData).toMatchObject({ scaleX: 2, rotation: 90 });
  });
});
