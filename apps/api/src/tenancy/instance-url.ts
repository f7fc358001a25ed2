import type { AppConfig } from '../config/config';

/**
 * The address of one instance's web pages, for links mailed to its users: the instance's own
 * host (a link on another host would open another instance, where its token means nothing),
 * with the scheme and port of PUBLIC_URL, or http and PORT outside production. The port never
 * comes from the request's Host header, so a caller cannot point a mailed link elsewhere.
 */
export function instanceBaseUrl(host: string, config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  const hostname = host.includes(':') ? `[${host}]` : host;
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    url.hostname = hostname;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  return `http://${hostname}${config.port === 80 ? '' : `:${config.port}`}`;
}
