import { describe, expect, it } from 'vitest';
import { loadConfig, mapOrigin } from '../src/config/config';

describe('configuration validated at boot', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ S3_BUCKET: 'files' }, 'S3_ACCESS_KEY'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'no-reply' }, 'MAIL_FROM'],
    [{ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' }, 'MAP_TILE_URL'],
    [{ MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' }, 'MAP_TILE_URL'],
    [{ GEOCODER_URL: 'ftp://geo.example' }, 'GEOCODER_URL'],
  ])('names the bad variable %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: '/nonexistent-fw', ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('treats an empty variable as not set', () => {
    const config = loadConfig({ DATA_DIR: '/nonexistent-fw', DATABASE_URL: '', REDIS_URL: '', S3_BUCKET: '' });
    expect([config.databaseUrl, config.redisUrl, config.s3, config.embedded]).toEqual([null, null, null, true]);
  });

  it('production needs its secrets, database and public URL, and names each missing one', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      message = (e as Error).message;
    }
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'JWT_REFRESH_SECRET', 'PUBLIC_URL', 'OAUTH_CLIENT_SECRET']) {
      expect(message).toContain(`${name}: required when NODE_ENV=production`);
    }
  });

  it('production never seeds demo data unless asked', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/fw',
      JWT_SECRET: 'x'.repeat(40),
      JWT_REFRESH_SECRET: 'y'.repeat(40),
      PUBLIC_URL: 'https://fieldwork.example',
      OAUTH_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('gives the map public defaults, and takes a tile server with subdomains and a geocoder of its own', () => {
    expect(loadConfig({ DATA_DIR: '/nonexistent-fw' }).maps).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoderUrl: 'https://nominatim.openstreetmap.org',
    });
    const own = loadConfig({ DATA_DIR: '/nonexistent-fw', MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png', GEOCODER_URL: 'https://geo.example/nominatim/' });
    expect(own.maps).toEqual({ tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png', geocoderUrl: 'https://geo.example/nominatim' });
    expect(mapOrigin(own.maps.tileUrl)).toBe('https://*.tiles.example');
    expect(mapOrigin(own.maps.geocoderUrl)).toBe('https://geo.example');
  });
});
