import type { Language, MailDetail, MailPage, MailSummary } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

/** The mail page's calls: the list, one mail with its HTML, and the test mail. */
export const mailsApi = api.enhanceEndpoints({ addTagTypes: ['Mail'] }).injectEndpoints({
  endpoints: (build) => ({
    listMails: build.query<MailPage, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => ({ url: '/mails', params: { page, page_size: pageSize } }),
      providesTags: (result) => [
        { type: 'Mail' as const, id: 'LIST' },
        ...(result?.docs.map((m) => ({ type: 'Mail' as const, id: m._id })) ?? []),
      ],
    }),
    getMail: build.query<MailDetail, string>({
      query: (id) => `/mails/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Mail', id }],
    }),
    sendTestMail: build.mutation<MailSummary, { language: Language }>({
      query: (body) => ({ url: '/mails/test', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Mail', id: 'LIST' }]),
    }),
  }),
});

export const { useListMailsQuery, useGetMailQuery, useSendTestMailMutation } = mailsApi;
