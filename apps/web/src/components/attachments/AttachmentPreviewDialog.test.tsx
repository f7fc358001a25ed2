import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Asset, Language } from '@fieldwork/contracts';
import { changeLanguage, initI18n } from '../../app/i18n/i18n';
import { createStore } from '../../app/store';
import { ThemeRoot } from '../../app/theme/ThemeRoot';
import { loadAllCatalogues } from '../../test/catalogues';
import { makeAsset } from '../../test/fixtures';
import { AttachmentPreviewDialog, type AttachmentPreviewDialogProps } from './AttachmentPreviewDialog';

const photos = [makeAsset('a-1', 'north.jpg'), makeAsset('a-2', 'east.jpg'), makeAsset('a-3', 'south.jpg')];
const MESSAGE = (id: string) => `/v2/asset/download/${id}?size=message&key=k&v=1`;

/** A screen that keeps the shown file in its state, as the files screen does. */
function Screen({ start, ...props }: { start: Asset } & Partial<AttachmentPreviewDialogProps>) {
  const [shown, setShown] = useState<Asset | null>(start);
  return (
    <>
      <button type="button" onClick={() => setShown(start)}>
        Open again
      </button>
      <AttachmentPreviewDialog asset={shown} onClose={() => setShown(null)} {...props} />
    </>
  );
}

async function renderDialog(ui: React.ReactElement, language: Language = 'en') {
  await initI18n();
  await loadAllCatalogues();
  await changeLanguage(language);
  render(
    <Provider store={createStore({ session: { accessToken: 'access-1', refreshToken: 'refresh-1' } })}>
      <ThemeRoot>{ui}</ThemeRoot>
    </Provider>,
  );
  return { user: userEvent.setup(), dialog: await screen.findByRole('dialog') };
}

const title = (dialog: HTMLElement) => within(dialog).getByRole('heading').querySelector('bdi')!.textContent;
const position = (dialog: HTMLElement) => within(dialog).getByTestId('attachment-position').textContent;

describe('AttachmentPreviewDialog: one file', () => {
  it('shows the file alone, without Previous, Next or a position, when given no list', async () => {
    const { user, dialog } = await renderDialog(<Screen start={photos[1]!} />);
    expect(title(dialog)).toBe('east.jpg');
    expect(within(dialog).getByTestId('preview-image')).toHaveAttribute('src', MESSAGE('a-2'));
    expect(within(dialog).queryByRole('button', { name: 'Next file' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Previous file' })).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('attachment-position')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(title(dialog)).toBe('east.jpg');
  });

  it('shows the upload date and uploader under the name', async () => {
    const created = new Date(2026, 0, 5, 17, 40).toISOString();
    const { dialog } = await renderDialog(<Screen start={makeAsset('a-1', 'north.jpg', { created_at: created, uploadedByName: 'Noa Cohen' })} />);
    expect(within(dialog).getByText('05/01/26, 17:40')).toBeInTheDocument();
    expect(within(dialog).getByText('Uploaded by Noa Cohen')).toBeInTheDocument();
  });
});

describe('AttachmentPreviewDialog: stepping through a list, left to right', () => {
  it('steps with Next and Previous, shows the position, and disables the button at each end', async () => {
    const { user, dialog } = await renderDialog(<Screen start={photos[1]!} assets={photos} />);
    const previous = within(dialog).getByRole('button', { name: 'Previous file' });
    const next = within(dialog).getByRole('button', { name: 'Next file' });
    expect(title(dialog)).toBe('east.jpg');
    expect(position(dialog)).toBe('2 / 3');
    expect(within(dialog).getByRole('status')).toHaveTextContent('File 2 of 3: east.jpg');
    // In English, next points right.
    expect(within(next).getByTestId('ChevronRightIcon')).toBeInTheDocument();
    expect(within(previous).getByTestId('ChevronLeftIcon')).toBeInTheDocument();

    await user.click(next);
    expect(title(dialog)).toBe('south.jpg');
    expect(position(dialog)).toBe('3 / 3');
    expect(within(dialog).getByTestId('preview-image')).toHaveAttribute('src', MESSAGE('a-3'));
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    // The pressed button is now disabled: focus moves to the other one, not out of the bar.
    expect(previous).toHaveFocus();

    await user.click(previous);
    await user.click(previous);
    expect(title(dialog)).toBe('north.jpg');
    expect(position(dialog)).toBe('1 / 3');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('steps with the arrow keys: right is next, left is previous, and nothing past the ends', async () => {
    const { user, dialog } = await renderDialog(<Screen start={photos[0]!} assets={photos} />);
    await user.keyboard('{ArrowLeft}');
    expect(title(dialog)).toBe('north.jpg');
    await user.keyboard('{ArrowRight}');
    expect(title(dialog)).toBe('east.jpg');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(title(dialog)).toBe('south.jpg');
    expect(position(dialog)).toBe('3 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(title(dialog)).toBe('east.jpg');
  });

  it('leaves the arrow keys to a video player', async () => {
    const clip = makeAsset('v-1', 'walkthrough.mp4', { mimeType: 'video/mp4', isVideo: true, thumbnailUrl: null, previewUrl: null });
    const { dialog } = await renderDialog(<Screen start={clip} assets={[clip, photos[0]!]} />);
    fireEvent.keyDown(dialog.querySelector('video')!, { key: 'ArrowRight' });
    expect(title(dialog)).toBe('walkthrough.mp4');
  });

  it('opens each file afresh: the original asked for on one is not carried to the next', async () => {
    const { user, dialog } = await renderDialog(<Screen start={photos[0]!} assets={photos} />);
    await user.click(within(dialog).getByRole('button', { name: 'Show the original' }));
    expect(within(dialog).getByTestId('preview-image')).toHaveAttribute('src', '/v2/asset/download/a-1?key=k&v=1');
    await user.click(within(dialog).getByRole('button', { name: 'Next file' }));
    expect(within(dialog).getByTestId('preview-image')).toHaveAttribute('src', MESSAGE('a-2'));
    expect(within(dialog).getByRole('button', { name: 'Show the original' })).toBeInTheDocument();
  });

  it('starts again from the file opened after a close, not where it stepped to before', async () => {
    const { user, dialog } = await renderDialog(<Screen start={photos[0]!} assets={photos} />);
    await user.click(within(dialog).getByRole('button', { name: 'Next file' }));
    expect(title(dialog)).toBe('east.jpg');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Open again' }));
    const reopened = await screen.findByRole('dialog');
    expect(title(reopened)).toBe('north.jpg');
    expect(position(reopened)).toBe('1 / 3');
  });

  it('tells a parent that keeps the shown file where to step, and shows what it passes', async () => {
    const onNavigate = vi.fn();
    function Parent() {
      const [shown, setShown] = useState<Asset>(photos[0]!);
      return (
        <AttachmentPreviewDialog
          asset={shown}
          assets={photos}
          onClose={vi.fn()}
          onNavigate={(asset, index) => {
            onNavigate(asset.assetId, index);
            setShown(asset);
          }}
        />
      );
    }
    const { user, dialog } = await renderDialog(<Parent />);
    await user.click(within(dialog).getByRole('button', { name: 'Next file' }));
    expect(onNavigate).toHaveBeenLastCalledWith('a-2', 1);
    expect(title(dialog)).toBe('east.jpg');
    await user.keyboard('{ArrowRight}');
    expect(onNavigate).toHaveBeenLastCalledWith('a-3', 2);
    expect(position(dialog)).toBe('3 / 3');
  });
});

describe('AttachmentPreviewDialog: stepping right to left (Hebrew)', () => {
  it('mirrors the buttons: next points left, with Hebrew names and position', async () => {
    const { user, dialog } = await renderDialog(<Screen start={photos[1]!} assets={photos} />, 'he');
    const next = within(dialog).getByRole('button', { name: 'הקובץ הבא' });
    const previous = within(dialog).getByRole('button', { name: 'הקובץ הקודם' });
    expect(within(next).getByTestId('ChevronLeftIcon')).toBeInTheDocument();
    expect(within(previous).getByTestId('ChevronRightIcon')).toBeInTheDocument();
    expect(position(dialog)).toBe('2 מתוך 3');

    await user.click(next);
    expect(title(dialog)).toBe('south.jpg');
    expect(next).toBeDisabled();
  });

  it('reads ArrowLeft as next and ArrowRight as previous', async () => {
    const { user, dialog } = await renderDialog(<Screen start={photos[0]!} assets={photos} />, 'he');
    await user.keyboard('{ArrowRight}');
    expect(title(dialog)).toBe('north.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(title(dialog)).toBe('east.jpg');
    expect(position(dialog)).toBe('2 מתוך 3');
    await user.keyboard('{ArrowRight}');
    expect(title(dialog)).toBe('north.jpg');
  });
});
