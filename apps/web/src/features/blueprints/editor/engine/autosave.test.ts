import { BLUEPRINT_MESSAGES } from '@fieldwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFINITIONS, JOB, headlessEditor } from '../testing/headlessEditor';
import { createAutosave } from './autosave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('saves the changed record 1 s after the last change', async () => {
    const editor = headlessEditor();
    const save = vi.fn(async () => undefined);
    const autosave = createAutosave({ engine: editor.engine, jobId: JOB, save });
    editor.edit(DEFINITIONS.thinLine);
    editor.drag([0, 0], [100, 0]);
    expect(editor.state.save).toBe('pending');
    await vi.advanceTimersByTimeAsync(600);
    editor.engine.chooseDefinition(DEFINITIONS.rectFilled);
    editor.drag([0, 100], [100, 200]);
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ job: JOB, question: '1' }, editor.state.elements);
    expect(editor.state.save).toBe('saved');
    autosave.dispose();
  });

  it('keeps the drawing and retries with a growing wait after a failure', async () => {
    const editor = headlessEditor();
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const autosave = createAutosave({ engine: editor.engine, jobId: JOB, save, retryDelays: [2000, 4000] });
    editor.edit(DEFINITIONS.thinLine);
    editor.drag([0, 0], [100, 0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(editor.state.save).toBe('retrying');
    expect(editor.state.elements).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save.mock.calls[2][1]).toEqual(editor.state.elements);
    expect(editor.state.save).toBe('saved');
    autosave.dispose();
  });

  it('flush saves at once (closing the editor)', async () => {
    const editor = headlessEditor();
    const save = vi.fn(async () => undefined);
    const autosave = createAutosave({ engine: editor.engine, jobId: JOB, save });
    editor.edit(DEFINITIONS.lamp);
    editor.click(10, 10);
    await expect(autosave.flush()).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    autosave.dispose();
  });

  it("without a job says 'Please supply job to updateElements http call' and sends nothing", async () => {
    const editor = headlessEditor({ jobId: null, canEdit: true });
    const save = vi.fn(async () => undefined);
    const onError = vi.fn();
    const autosave = createAutosave({ engine: editor.engine, jobId: null, save, onError });
    editor.edit(DEFINITIONS.lamp);
    editor.click(10, 10);
    await expect(autosave.flush()).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(BLUEPRINT_MESSAGES.supplyJob);
    expect(editor.state.save).toBe('noJob');
    expect(editor.state.elements).toHaveLength(1);
    autosave.dispose();
  });
});
