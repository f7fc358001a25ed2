import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ATTACHMENT_KINDS, IMAGE_KINDS, MESSAGES, type Asset } from '@fieldwork/contracts';
import { createStore } from '../../app/store';
import { changeLanguage, initI18n, isLanguage } from '../../app/i18n/i18n';
import { loadAllCatalogues } from '../../test/catalogues';
import { ThemeRoot } from '../../app/theme/ThemeRoot';
import { FileUploader, type FileUploaderProps } from './FileUploader';

/** Stands in for XMLHttpRequest: records each request and lets the test answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  responseType = '';
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    act(() => this.onabort?.());
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

function asset(name: string): Asset {
  return {
    _id: 'a-1', assetId: 'a-1', originalName: name, extension: 'jpg', mimeType: 'image/jpeg', size: 3, Location: '/v2/asset/download/a-1?key=k',
    thumbnailUrl: null, previewUrl: null, isVideo: false, measurements: null, rotation: 0, pages: null, owner: 'u-1', uploadedBy: 'u-1', uploadedByName: null, target: 'attachment', targetId: null, private: false,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

const jpeg = (name = 'photo.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

async function renderUploader(props: Partial<FileUploaderProps> = {}, language = 'en') {
  await initI18n();
  await loadAllCatalogues();
  if (isLanguage(language)) await changeLanguage(language);
  const store = createStore({ session: { accessToken: 'access-1', refreshToken: 'refresh-1' } });
  const onUploaded = vi.fn();
  render(
    <Provider store={store}>
      <ThemeRoot>
        <FileUploader target="attachment" onUploaded={onUploaded} {...props} />
      </ThemeRoot>
    </Provider>,
  );
  // The accept attribute would hide wrong files from the picker; these tests choose them anyway, as drag and drop can.
  const user = userEvent.setup({ applyAccept: false });
  const choose = (...files: File[]) => user.upload(screen.getByTestId('upload-input'), files);
  return { user, choose, onUploaded };
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('FileUploader: checks before sending', () => {
  it('refuses a name with a wrong extension with the catalogue text and sends nothing', async () => {
    const { choose } = await renderUploader();
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const expected = MESSAGES.invalidFileType(ATTACHMENT_KINDS);
    expect(expected).toBe('Invalid file extension allowed only jpeg, png, pdf, doc, docx, xls, xlsx');
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByText('Not added: notes.txt')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryAllByTestId('upload-row')).toHaveLength(0);
  });

  it('refuses more files than allowed with the catalogue text and sends nothing', async () => {
    const { choose } = await renderUploader({ maxFiles: 2 });
    await choose(jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'));
    expect(await screen.findByText(MESSAGES.tooManyFiles(2))).toBeInTheDocument();
    expect(screen.getByText('Error, maximum files allowed 2')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('FileUploader: sending', () => {
  it('sends each file with the bearer token and the target, shows its progress and hands the assets over', async () => {
    const { choose, onUploaded } = await renderUploader({ target: 'job', targetId: 'job-7', privateAsset: true });
    await choose(jpeg());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    const url = new URL(xhr.url);
    expect(url.pathname).toBe('/v2/asset/upload');
    expect(Object.fromEntries(url.searchParams)).toEqual({ target: 'job', target_id: 'job-7', private_asset: 'true' });
    expect(xhr.headers.Authorization).toBe('Bearer access-1');
    expect((xhr.body?.getAll('file')[0] as File).name).toBe('photo.jpg');

    xhr.progress(40, 100);
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of photo.jpg' })).toHaveAttribute('aria-valuenow', '40');

    xhr.respond(201, [asset('photo.jpg')]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith([asset('photo.jpg')]));
    expect(screen.queryAllByTestId('upload-row')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded: 1');
  });

  it("shows the server's catalogue message when it refuses the file (415)", async () => {
    const { choose, onUploaded } = await renderUploader({ target: 'avatar' });
    await choose(jpeg('face.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const message = MESSAGES.invalidFileType(IMAGE_KINDS);
    FakeXhr.sent[0]!.respond(415, { statusCode: 415, error: 'Unsupported Media Type', code: 'invalid_file_type', message });
    const row = await screen.findByTestId('upload-row');
    expect(row).toHaveAttribute('data-status', 'failed');
    expect(within(row).getByRole('alert')).toHaveTextContent('Invalid file extension allowed only jpeg, png');
    expect(within(row).getByText('face.jpg')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('shows the same refusal in Hebrew, with the kinds the target takes', async () => {
    const { choose } = await renderUploader({ target: 'avatar' }, 'he');
    await choose(jpeg('face.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(415, { statusCode: 415, error: 'Unsupported Media Type', code: 'invalid_file_type', message: MESSAGES.invalidFileType(IMAGE_KINDS) });
    const row = await screen.findByTestId('upload-row');
    // The list of types is isolated left to right inside the Hebrew sentence, so its commas stay in place.
    expect(within(row).getByRole('alert')).toHaveTextContent('סיומת קובץ לא חוקית, מותר רק \u2066jpeg, png\u2069');
  });

  it('keeps a failed file in the list and sends it again on retry', async () => {
    const { user, choose, onUploaded } = await renderUploader();
    await choose(jpeg('site.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.onerror?.());
    const row = await screen.findByTestId('upload-row');
    expect(row).toHaveAttribute('data-status', 'failed');
    expect(within(row).getByRole('alert')).toHaveTextContent('No connection to the server');

    await user.click(within(row).getByRole('button', { name: 'Retry the upload of site.jpg' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect((FakeXhr.sent[1]!.body?.getAll('file')[0] as File).name).toBe('site.jpg');
    FakeXhr.sent[1]!.respond(201, [asset('site.jpg')]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(screen.queryAllByTestId('upload-row')).toHaveLength(0);
  });

  it('cancels an upload in flight and keeps the file listed for a retry', async () => {
    const { user, choose } = await renderUploader();
    await choose(jpeg('plan.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel the upload of plan.jpg' }));
    const row = await screen.findByTestId('upload-row');
    expect(row).toHaveAttribute('data-status', 'cancelled');
    expect(within(row).getByText('Cancelled. The file was not uploaded.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Retry the upload of plan.jpg' })).toBeEnabled();
  });
});
