/** The OAuth client the web signs in with; both are public by design (a browser cannot keep secrets). */
export const OAUTH_CLIENT = {
  id: import.meta.env.VITE_OAUTH_CLIENT_ID || 'web',
  secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'web-secret',
};

export function apiBaseUrl(): string {
  return `${window.location.origin}/v2`;
}
