import type { Asset, PdfImages } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

/** A response body as an object URL (the browser keeps the bytes), or the error body as JSON. */
async function objectUrlOrError(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => null);
  return URL.createObjectURL(await response.blob());
}

/** The asset calls every screen shares: one file's details, PDF pages, zip, rotate and delete (lists are grid lists). */
export const assetsApi = api.enhanceEndpoints({ addTagTypes: ['Asset'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /v2/asset/info/{id}: one file's details and signed links (a profile field holds only ids). */
    getAssetInfo: build.query<Asset, string>({
      query: (assetId) => `/asset/info/${encodeURIComponent(assetId)}`,
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: assetId }],
    }),
    getPdfImages: build.query<PdfImages, string>({
      query: (assetId) => ({ url: '/asset/pdf-images', params: { assetId } }),
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: assetId }],
    }),
    /** GET /v2/asset/zip needs the bearer header, so the zip comes as a blob (an object URL to save). */
    downloadZip: build.mutation<string, string[]>({
      query: (ids) => ({ url: '/asset/zip', params: { ids: ids.join(',') }, responseHandler: objectUrlOrError }),
    }),
    rotateAsset: build.mutation<Asset, { assetId: string; rotation: number }>({
      query: ({ assetId, rotation }) => ({ url: `/asset/${assetId}/rotate`, method: 'POST', body: { rotation } }),
      invalidatesTags: (_result, error, { assetId }) => (error ? [] : [{ type: 'Asset', id: assetId }, { type: 'Asset', id: 'LIST' }]),
    }),
    deleteAsset: build.mutation<{ success: true }, string>({
      query: (assetId) => ({ url: `/asset/${assetId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, assetId) => (error ? [] : [{ type: 'Asset', id: assetId }, { type: 'Asset', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetAssetInfoQuery,
  useGetPdfImagesQuery,
  useDownloadZipMutation,
  useRotateAssetMutation,
  useDeleteAssetMutation,
} = assetsApi;

/** Saves an object URL as a file through a temporary link, then lets the browser free it. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
