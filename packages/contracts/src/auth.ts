import { z } from 'zod';

/**
 * POST /v2/users/token, form-encoded. The password grant signs in; the refresh_token grant
 * renews an access token. Usernames are lowercased before they are looked up.
 */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z
    .string()
    .trim()
    .min(1)
    .transform((s) => s.toLowerCase()),
  password: z.string().min(1),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
});
export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
});
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantSchema, refreshGrantSchema]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The token request as OpenAPI shows it: both grants' fields side by side (a form has no union). */
export const tokenRequestFormSchema = z.object({
  grant_type: z.enum(['password', 'refresh_token']),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  client_id: z.string(),
  client_secret: z.string(),
});

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** What an access token carries. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  instanceId: z.string(),
  role: z.string(),
  /** Set when a sys_admin acts as another user. */
  impersonatedBy: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
