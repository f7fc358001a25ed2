import { MAX_PAGE_SIZE, toPage, type Asset, type Page } from '@fieldwork/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { assetsApi, type AssetListArgs } from '../../components/attachments/assetsApi';

/** Text filter debounce (spec 3 section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** The files screen's ?jobId=a,b: the job ids, without blanks or repeats. */
export function jobIdsFrom(search: URLSearchParams): string[] {
  const raw = search.get('jobId') ?? '';
  return [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean))];
}

export interface JobsListArgs extends Omit<AssetListArgs, 'target' | 'targetId'> {
  jobIds: string[];
}

/**
 * Files of several jobs. The list call filters on one target id, so each job is asked for its
 * files (up to the server's page limit) and the pages are cut here, newest first as the server sorts.
 */
export const filesApi = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    listJobsAssets: build.query<Page<Asset>, JobsListArgs>({
      async queryFn({ jobIds, page, pageSize, owner, search }, _api, _extra, baseQuery) {
        const all: Asset[] = [];
        for (const jobId of jobIds) {
          const result = await baseQuery({
            url: '/asset',
            params: { page: 1, page_size: MAX_PAGE_SIZE, target: 'job', target_id: jobId, owner, search: search || undefined },
          });
          if (result.error) return { error: result.error as FetchBaseQueryError };
          all.push(...(result.data as Page<Asset>).docs);
        }
        all.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.assetId.localeCompare(a.assetId));
        const start = (page - 1) * pageSize;
        return { data: toPage(all.slice(start, start + pageSize), all.length, page, pageSize) };
      },
      providesTags: (result) => [
        { type: 'Asset' as const, id: 'LIST' },
        ...(result?.docs.map((a) => ({ type: 'Asset' as const, id: a.assetId })) ?? []),
      ],
    }),
  }),
});

export const { useListJobsAssetsQuery } = filesApi;
