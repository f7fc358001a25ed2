import type { RegisterBody, ResetPasswordBody } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

/** PUT /v2/users/register reply: `confirmed` when an invitation was completed (sign in now), false when a confirmation mail went out. */
export interface RegisterReply {
  success: boolean;
  confirmed: boolean;
}

export interface ResetPasswordRequest extends ResetPasswordBody {
  token: string;
}

/** The calls of the account pages, all made without a session (spec 1 section 7.3). */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterReply, RegisterBody>({
      query: (body) => ({ url: '/users/register', method: 'PUT', body }),
    }),
    forgotPassword: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/users/forgot_password', method: 'POST', body }),
    }),
    validateResetToken: build.query<{ valid: boolean }, string>({
      query: (token) => `/users/forgot_password/validate_token/${encodeURIComponent(token)}`,
      // A link is checked each time the page opens: it may have been used in another tab.
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: ({ token, ...body }) => ({
        url: `/users/forgot_password/reset_password/${encodeURIComponent(token)}`,
        method: 'PUT',
        body,
      }),
    }),
  }),
});

export const { useRegisterMutation, useForgotPasswordMutation, useValidateResetTokenQuery, useResetPasswordMutation } = accountsApi;
