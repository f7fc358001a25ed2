import { MIN_ZOOM_SCALE, WHEEL_ZOOM_STEP, planScale, screenPoint } from '@fieldwork/blueprint-core';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS, JOB, OTHER_JOB, headlessEditor } from '../testing/headlessEditor';
import { RECT, makeElement } from '../testing/fixtures';

describe('undo and redo', () => {
  it('step through adds, changes and removals; a new command clears redo', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    editor.edit(DEFINITIONS.thinLine);
    editor.drag([0, 0], [100, 0]);
    const line = editor.state.elements[1];
    editor.drag([150, 120], [160, 120]);
    expect(editor.state.elements[0].canvasData.x).toBe(110);
    expect(editor.state.canUndo).toBe(true);

    expect(editor.key('z', { ctrlKey: true })).toBe(true);
    expect(editor.state.elements[0].canvasData.x).toBe(100);
    editor.key('z', { metaKey: true });
    expect(editor.state.elements.map((e) => e._id)).toEqual(['e1']);
    expect(editor.state.canRedo).toBe(true);

    editor.key('z', { ctrlKey: true, shiftKey: true });
    expect(editor.state.elements.map((e) => e._id)).toEqual(['e1', line._id]);
    editor.key('y', { ctrlKey: true });
    expect(editor.state.elements[0].canvasData.x).toBe(110);
    expect(editor.state.canRedo).toBe(false);

    editor.engine.undo();
    editor.engine.setVisible('e1', false);
    expect(editor.state.canRedo).toBe(false);
  });

  it('a removal, confirmed after Delete, is undone in its place', () => {
    const editor = headlessEditor({}, { elements: [makeElement('a', RECT), makeElement('b', { ...RECT, y: 400 }), makeElement('c', { ...RECT, y: 600 })] });
    editor.edit();
    editor.click(150, 420);
    expect(editor.key('Delete')).toBe(true);
    expect(editor.state.removeRequest).toBe('b');
    expect(editor.state.elements).toHaveLength(3);
    editor.engine.confirmRemove();
    expect(editor.state.elements.map((e) => e._id)).toEqual(['a', 'c']);
    expect(editor.state.selectedId).toBeNull();
    editor.engine.undo();
    expect(editor.state.elements.map((e) => e._id)).toEqual(['a', 'b', 'c']);
  });

  it('Backspace asks too, and Escape withdraws the question', () => {
    const editor = headlessEditor({}, { elements: [makeElement('a', RECT)] });
    editor.edit();
    editor.click(150, 120);
    editor.key('Backspace');
    editor.key('Escape');
    expect(editor.state.removeRequest).toBeNull();
    expect(editor.state.elements).toHaveLength(1);
  });

  it('are not offered in set mode', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.thinLine);
    editor.drag([0, 0], [100, 0]);
    editor.engine.setMode('SET');
    expect(editor.state.canUndo).toBe(false);
    expect(editor.engine.undo()).toBe(false);
    expect(editor.state.elements).toHaveLength(1);
  });
});

describe('keyboard nudge', () => {
  it('Shift plus an arrow moves the selection by 1 px; the arrow alone does not', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    editor.edit();
    editor.click(150, 120);
    expect(editor.key('ArrowRight', { shiftKey: true })).toBe(true);
    editor.key('ArrowDown', { shiftKey: true });
    editor.key('ArrowDown', { shiftKey: true });
    expect(editor.key('ArrowLeft')).toBe(false);
    expect(editor.state.elements[0].canvasData).toMatchObject({ x: 101, y: 102 });
    editor.engine.undo();
    expect(editor.state.elements[0].canvasData).toMatchObject({ x: 101, y: 101 });
  });
});

describe('pan and zoom', () => {
  it('holding the space bar pans and draws nothing', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.thinLine);
    editor.key(' ');
    editor.drag([100, 100], [150, 130]);
    expect(editor.state.elements).toHaveLength(0);
    expect(editor.path()).toEqual([]);
    expect(editor.state.viewport).toEqual({ scale: 1, x: 50, y: 30 });
    editor.keyUp(' ');
    editor.drag([100, 100], [150, 100]);
    // Drawn in plan pixels under the panned view.
    expect(editor.state.elements[0].canvasData.points).toEqual([50, 70, 100, 70]);
  });

  it('a wheel notch zooms by 0.05 around the pointer, never under 0.1', () => {
    const editor = headlessEditor();
    editor.wheel(200, 100, -120);
    expect(editor.state.viewport.scale).toBeCloseTo(1 + WHEEL_ZOOM_STEP);
    // The plan point under the pointer stays there.
    expect(editor.engine.toPlan(screenPoint(200, 100))).toMatchObject({ x: expect.closeTo(200, 6), y: expect.closeTo(100, 6) });
    editor.wheel(200, 100, 120);
    expect(editor.state.viewport.scale).toBeCloseTo(1);
    for (let i = 0; i < 200; i += 1) editor.wheel(0, 0, 120);
    expect(editor.state.viewport.scale).toBeCloseTo(MIN_ZOOM_SCALE);
  });

  it('two fingers pinch-zoom around their midpoint and cancel a drawing under way', () => {
    const editor = headlessEditor();
    editor.edit(DEFINITIONS.thinLine);
    editor.pinch(
      [
        [100, 100],
        [200, 100],
      ],
      [
        [50, 100],
        [250, 100],
      ],
    );
    expect(editor.state.viewport.scale).toBeCloseTo(2);
    expect(editor.engine.toPlan(screenPoint(150, 100))).toMatchObject({ x: expect.closeTo(150, 6), y: expect.closeTo(100, 6) });
    expect(editor.state.elements).toHaveLength(0);
    expect(editor.state.gesture).toBeNull();
  });

  it('one finger pans where nothing is under it with the move tool', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    editor.down(10, 10, { touch: 0 });
    expect(editor.state.gesture).toBe('pan');
    editor.move(40, 20, { touch: 0 });
    editor.move(60, 30, { touch: 0 });
    editor.up(60, 30, { touch: 0 });
    expect(editor.state.viewport).toEqual({ scale: 1, x: 50, y: 20 });
    expect(editor.state.gesture).toBeNull();
  });
});

describe('element changes from the panels', () => {
  it('changes the description and stroke, hides and shows, with history', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT)] });
    editor.edit();
    editor.engine.changeElement('e1', { comment: 'North wall', strokeWidth: 4, widthAsHeight: true });
    expect(editor.state.elements[0].canvasData).toMatchObject({ comment: 'North wall', strokeWidth: 4, widthAsHeight: true });
    editor.engine.setVisible('e1', false);
    expect(editor.state.elements[0].visible).toBe(false);
    editor.engine.undo();
    expect(editor.state.elements[0].visible).toBe(true);
  });

  it('sets dimensions in metres through the plan scale', () => {
    const editor = headlessEditor({}, { elements: [makeElement('e1', RECT), makeElement('c', { kind: 'Circle', style: 4, x: 500, y: 500, radius: 50 })] });
    editor.edit();
    // 100 px per metre on both axes.
    const scale = planScale({ ratio: 360, systemUnit: 'Meters' }, { pixels: { width: 100, height: 100 }, metrics: { width: 1, height: 1 } });
    editor.engine.setDimensions('e1', { width: 2.5 }, scale);
    expect(editor.state.elements[0].canvasData).toMatchObject({ width: 250, height: 50 });
    editor.engine.setDimensions('c', { width: 2, height: 0.5 }, scale);
    expect(editor.state.elements[1].canvasData).toMatchObject({ scaleX: 2, scaleY: 0.5 });
    expect(editor.engine.setDimensions('e1', { width: -1 }, scale)).toBe(false);
  });

  it("refuses changes to elements the user may not change", () => {
    const editor = headlessEditor({ canChange: (e) => e.job === JOB }, { elements: [makeElement('theirs', RECT, { job: OTHER_JOB })] });
    editor.edit();
    expect(editor.engine.changeElement('theirs', { comment: 'x' })).toBe(false);
    expect(editor.engine.requestRemove('theirs')).toBe(false);
    expect(editor.engine.setVisible('theirs', false)).toBe(false);
  });

  it('marks the changed marking records, each once', () => {
    const editor = headlessEditor({}, { elements: [makeElement('a', RECT), makeElement('b', RECT, { job: OTHER_JOB, question: '4' })] });
    editor.edit();
    editor.engine.changeElement('a', { comment: '1' });
    editor.engine.changeElement('a', { comment: '2' });
    editor.engine.changeElement('b', { comment: '3' });
    expect(editor.engine.takeDirty()).toEqual([
      { job: JOB, question: '1' },
      { job: OTHER_JOB, question: '4' },
    ]);
    expect(editor.engine.hasDirty).toBe(false);
    expect(editor.state.revision).toBe(3);
  });
});

describe('modes', () => {
  it('edit mode needs a job (canEdit) and set mode the calibrate permission', () => {
    const viewer = headlessEditor({ jobId: null, canEdit: false, canCalibrate: false });
    expect(viewer.engine.setMode('EDIT')).toBe(false);
    expect(viewer.engine.setMode('SET')).toBe(false);
    expect(viewer.engine.chooseDefinition(DEFINITIONS.thinLine)).toBe(false);
    expect(viewer.state.mode).toBe('VIEW');
  });
});
