import type { ClientState, ListView, Page, SaveListViewBody } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

/** A page of a grid list: the total is exact up to LIST_COUNT_CAP, an estimate beyond. */
export interface ListPage<T> extends Page<T> {
  totalExact: boolean;
}

type ListState = Record<string, string>;

/**
 * The calls every grid list shares: the user's default per screen, a widget's saved filters, and
 * the list's named views (spec 3 section 7).
 */
export const gridApi = api.enhanceEndpoints({ addTagTypes: ['ClientState', 'ListView'] }).injectEndpoints({
  endpoints: (build) => ({
    getClientState: build.query<ClientState, string>({
      query: (screen) => `/apps/client/state/${encodeURIComponent(screen)}`,
      providesTags: (_r, _e, screen) => [{ type: 'ClientState', id: screen }],
    }),
    getClientStateById: build.query<ClientState, string>({
      query: (id) => `/apps/client/state/byId/${encodeURIComponent(id)}`,
    }),
    saveClientState: build.mutation<ClientState, { screen: string; state: ListState | null }>({
      query: ({ screen, state }) => ({ url: `/apps/client/state/${encodeURIComponent(screen)}`, method: 'POST', body: { state } }),
      invalidatesTags: (_r, error, { screen }) => (error ? [] : [{ type: 'ClientState', id: screen }]),
    }),
    listViews: build.query<ListView[], string>({
      query: (list) => `/${list}/templates`,
      providesTags: (_r, _e, list) => [{ type: 'ListView', id: list }],
    }),
    saveView: build.mutation<ListView, { list: string; id: string; body: SaveListViewBody }>({
      query: ({ list, id, body }) => ({ url: `/${list}/template/${encodeURIComponent(id)}`, method: 'POST', body }),
      invalidatesTags: (_r, error, { list }) => (error ? [] : [{ type: 'ListView', id: list }]),
    }),
    renameView: build.mutation<ListView, { list: string; id: string; name: string }>({
      query: ({ list, id, name }) => ({ url: `/${list}/${encodeURIComponent(id)}/template`, method: 'POST', body: { name } }),
      invalidatesTags: (_r, error, { list }) => (error ? [] : [{ type: 'ListView', id: list }]),
    }),
    deleteView: build.mutation<{ success: true }, { list: string; id: string }>({
      query: ({ list, id }) => ({ url: `/${list}/${encodeURIComponent(id)}/template`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { list }) => (error ? [] : [{ type: 'ListView', id: list }]),
    }),
  }),
});

export const {
  useGetClientStateQuery,
  useGetClientStateByIdQuery,
  useSaveClientStateMutation,
  useListViewsQuery,
  useSaveViewMutation,
  useRenameViewMutation,
  useDeleteViewMutation,
} = gridApi;
