import type { Asset } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import type { ListPage } from '../../components/grid/gridApi';

/** The files list: GET /v2/asset with the files list's parameters (filesList, listQueryToParams). */
export const filesApi = api.enhanceEndpoints({ addTagTypes: ['Asset'] }).injectEndpoints({
  endpoints: (build) => ({
    listFiles: build.query<ListPage<Asset>, string>({
      query: (params) => (params ? `/asset?${params}` : '/asset'),
      // The same tags as the attachments' calls: a rotate or a delete there refreshes this list.
      providesTags: (result) => [
        { type: 'Asset' as const, id: 'LIST' },
        ...(result?.docs.map((a) => ({ type: 'Asset' as const, id: a.assetId })) ?? []),
      ],
    }),
  }),
});

export const { useListFilesQuery } = filesApi;
