import type { AnswerLink } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

const links = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/answer-links`;
const tag = (jobId: string) => ({ type: 'AnswerLink' as const, id: jobId });

/** A job's public answer links (ADR 0042): listed, made and withdrawn by its staff. */
export const answerLinksApi = api.enhanceEndpoints({ addTagTypes: ['AnswerLink'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /v2/jobs/{id}/answer-links: newest first, withdrawn ones included. */
    getAnswerLinks: build.query<AnswerLink[], string>({
      query: (jobId) => links(jobId),
      transformResponse: (reply: { data: AnswerLink[] }) => reply.data,
      providesTags: (_result, _error, jobId) => [tag(jobId)],
    }),
    createAnswerLink: build.mutation<AnswerLink, { jobId: string; expiresAt: string | null }>({
      query: ({ jobId, expiresAt }) => ({ url: links(jobId), method: 'POST', body: { expiresAt } }),
      transformResponse: (reply: { data: AnswerLink }) => reply.data,
      invalidatesTags: (_result, error, { jobId }) => (error ? [] : [tag(jobId)]),
    }),
    withdrawAnswerLink: build.mutation<AnswerLink, { jobId: string; linkId: string }>({
      query: ({ jobId, linkId }) => ({ url: `${links(jobId)}/${encodeURIComponent(linkId)}`, method: 'DELETE' }),
      transformResponse: (reply: { data: AnswerLink }) => reply.data,
      invalidatesTags: (_result, error, { jobId }) => (error ? [] : [tag(jobId)]),
    }),
  }),
});

export const { useGetAnswerLinksQuery, useCreateAnswerLinkMutation, useWithdrawAnswerLinkMutation } = answerLinksApi;

/** The full address of a link's public page, to copy and send. */
export function answerLinkUrl(link: Pick<AnswerLink, 'path'>, origin = window.location.origin): string {
  return `${origin}${link.path}`;
}
