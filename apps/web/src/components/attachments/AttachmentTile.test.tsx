import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import type { Asset, Language } from '@fieldwork/contracts';
import { changeLanguage, initI18n } from '../../app/i18n/i18n';
import { ThemeRoot } from '../../app/theme/ThemeRoot';
import { loadAllCatalogues } from '../../test/catalogues';
import { makeAsset } from '../../test/fixtures';
import { AttachmentTile } from './AttachmentTile';

async function renderTile(asset: Asset, language: Language = 'en') {
  await initI18n();
  await loadAllCatalogues();
  await changeLanguage(language);
  render(
    <ThemeRoot>
      <ul>
        <AttachmentTile asset={asset} onOpen={vi.fn()} />
      </ul>
    </ThemeRoot>,
  );
  return screen.getByTestId('attachment-tile');
}

/** Lays every element out `width` CSS pixels wide (the test DOM lays out nothing). */
function layOutAt(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height: width * 0.75 } as DOMRect);
}

// Built from the local wall clock, so the expected text holds in any time zone the tests run in.
const MARCH_7_0905 = new Date(2026, 2, 7, 9, 5).toISOString();

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AttachmentTile: date and uploader', () => {
  it("shows the upload date as DD/MM/YY, HH:mm and the uploader's name", async () => {
    const tile = await renderTile(makeAsset('a-1', 'facade.jpg', { created_at: MARCH_7_0905, uploadedByName: 'Noa Cohen' }));
    const date = within(tile).getByText('07/03/26, 09:05');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', MARCH_7_0905);
    expect(within(tile).getByText('Uploaded by Noa Cohen')).toBeInTheDocument();
    expect(within(tile).getByText('200 KB')).toBeInTheDocument();
  });

  it('keeps the date and leaves the uploader out when the name is unknown', async () => {
    const tile = await renderTile(makeAsset('a-1', 'facade.jpg', { created_at: MARCH_7_0905, uploadedByName: null }));
    expect(within(tile).getByText('07/03/26, 09:05')).toBeInTheDocument();
    expect(within(tile).queryByText(/Uploaded by/)).not.toBeInTheDocument();
  });

  it('in Hebrew keeps the date left to right and names the uploader in Hebrew', async () => {
    const tile = await renderTile(makeAsset('a-1', 'facade.jpg', { created_at: MARCH_7_0905, uploadedByName: 'Noa Cohen' }), 'he');
    expect(within(tile).getByText('07/03/26, 09:05')).toHaveAttribute('dir', 'ltr');
    expect(within(tile).getByText('הועלה על ידי Noa Cohen')).toBeInTheDocument();
  });

  it('leaves out a date it cannot read rather than show "Invalid Date"', async () => {
    const tile = await renderTile(makeAsset('a-1', 'facade.jpg', { created_at: 'yesterday' }));
    expect(tile.querySelector('time')).toBeNull();
    expect(within(tile).queryByText(/Invalid/)).not.toBeInTheDocument();
  });
});

describe('AttachmentTile: which rendition the picture loads', () => {
  it("shows a PDF's first page from the 500 px message image, not the 100 px thumbnail", async () => {
    layOutAt(90);
    const tile = await renderTile(makeAsset('p-1', 'plan.pdf', { mimeType: 'application/pdf' }));
    const picture = within(tile).getByRole('img', { name: 'Preview of plan.pdf' });
    expect(picture).toHaveAttribute('src', '/v2/asset/download/p-1?size=message&key=k&v=1');
    expect(picture).not.toHaveAttribute('srcset');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('offers a photo at 100 and 500 px, sized to the tile so a wide tile loads the 500 px one', async () => {
    layOutAt(180.4);
    const tile = await renderTile(makeAsset('a-1', 'facade.jpg'));
    const picture = within(tile).getByRole('img', { name: 'Preview of facade.jpg' });
    expect(picture).toHaveAttribute(
      'srcset',
      '/v2/asset/download/a-1?size=thumbnail&key=k&v=1 100w, /v2/asset/download/a-1?size=message&key=k&v=1 500w',
    );
    expect(picture).toHaveAttribute('sizes', '181px');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('follows the tile as it resizes', async () => {
    const observed: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    layOutAt(90);
    const tile = await renderTile(makeAsset('a-1', 'facade.jpg'));
    const picture = within(tile).getByRole('img', { name: 'Preview of facade.jpg' });
    expect(picture).toHaveAttribute('sizes', '90px');
    act(() => observed[0]!([{ contentRect: { width: 240 } } as ResizeObserverEntry], {} as ResizeObserver));
    expect(picture).toHaveAttribute('sizes', '240px');
  });

  it('shows the kind of file when the picture fails to load', async () => {
    const tile = await renderTile(makeAsset('p-1', 'plan.pdf', { mimeType: 'application/pdf' }));
    const picture = within(tile).getByRole('img', { name: 'Preview of plan.pdf' });
    act(() => picture.dispatchEvent(new Event('error')));
    expect(within(tile).queryByRole('img', { name: 'Preview of plan.pdf' })).not.toBeInTheDocument();
    expect(within(tile).getByTestId('PictureAsPdfOutlinedIcon')).toBeInTheDocument();
  });
});
