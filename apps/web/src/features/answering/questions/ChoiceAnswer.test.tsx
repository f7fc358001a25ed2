import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toggleChoice } from './ChoiceAnswer';
import { makeQuestion, renderQuestion } from './testHarness';

const FRUITS = ['Cherry', 'Apple', 'Banana', 'Date', 'Elderberry', 'Fig', 'Grape', 'Honeydew', 'Kiwi'].map((value) => ({ value }));

describe('list answers', () => {
  it('chooses one choice, replaced by another and cleared when chosen again', async () => {
    const { last } = await renderQuestion(makeQuestion('list', { title: 'Floor', settings: { childs: [{ value: 'Tiles' }, { value: 'Wood' }] } }));
    expect(screen.getByRole('radiogroup', { name: 'Floor' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Tiles' }));
    expect(last()?.value).toBe('Tiles');
    await userEvent.click(screen.getByRole('radio', { name: 'Wood' }));
    expect(last()?.value).toBe('Wood');
    expect(screen.getByRole('radio', { name: 'Wood' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Wood' }));
    expect(last()?.value).toBeNull();
  });

  it('is chosen from the keyboard, Space or Enter toggling once', async () => {
    const { last } = await renderQuestion(makeQuestion('list', { title: 'Floor', settings: { multiSelect: true, childs: [{ value: 'Tiles' }, { value: 'Wood' }] } }));
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Tiles' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(last()?.value).toEqual(['Tiles']);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(last()?.value).toEqual(['Tiles', 'Wood']);
    await userEvent.keyboard('{Enter}');
    expect(last()?.value).toEqual(['Tiles']);
  });

  it('chooses several up to maxSelection, the others then unavailable', async () => {
    const { last } = await renderQuestion(
      makeQuestion('list', { title: 'Rooms', settings: { multiSelect: true, maxSelection: 2, childs: [{ value: 'Hall' }, { value: 'Kitchen' }, { value: 'Bath' }] } }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hall' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bath' }));
    expect(last()?.value).toEqual(['Hall', 'Bath']);
    expect(screen.getByText('You have chosen 2, the most this question takes')).toBeInTheDocument();
    const kitchen = screen.getByRole('checkbox', { name: 'Kitchen' });
    expect(kitchen).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(kitchen);
    expect(last()?.value).toEqual(['Hall', 'Bath']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hall' }));
    expect(last()?.value).toEqual(['Bath']);
  });

  it('searches a long list, sorted alphabetically when asked, in tiles', async () => {
    await renderQuestion(makeQuestion('list', { title: 'Fruit', settings: { childs: FRUITS, sortAlphabet: true, tiledList: true } }));
    const names = screen.getAllByRole('radio').map((r) => r.textContent);
    expect(names.slice(0, 3)).toEqual(['Apple', 'Banana', 'Cherry']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the choices' }), 'er');
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Cherry', 'Elderberry']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the choices' }), 'zz');
    expect(screen.getByText('No choice matches "erzz"')).toBeInTheDocument();
  });

  it('never adds beyond maxSelection (the rule itself)', () => {
    expect(toggleChoice(['a', 'b'], 'c', true, 2)).toEqual(['a', 'b']);
    expect(toggleChoice(['a'], 'a', false)).toBeNull();
    expect(toggleChoice(['a'], 'b', false)).toBe('b');
  });
});
