import { describe, expect, it } from 'vitest';
import { acceptedCodings } from './web-static';

describe('acceptedCodings (Accept-Encoding, RFC 9110 section 12.5.3)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['br', ['br']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['BR ; Q=0.8, GZip;q=0.9', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['br;q=0, gzip;q=0', []],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['*;q=0', []],
    ['x-gzip', ['gzip']],
    ['deflate', []],
    // Identity liked more than a coding: that coding is not used.
    ['identity, gzip;q=0.5', []],
    ['identity;q=0.5, gzip;q=0.8, br;q=0.4', ['gzip']],
    ['identity;q=0, br', ['br']],
    // Identity not named does not outweigh the codings named.
    ['gzip;q=0.5', ['gzip']],
    ['gzip;q=0.2, br;q=0.1', ['gzip', 'br']],
    ['br;q=nonsense, gzip', ['gzip']],
    [['gzip', 'br'], ['br', 'gzip']],
  ] as const)('%j -> %j', (header, expected) => {
    expect(acceptedCodings(header as string | string[] | undefined)).toEqual(expected);
  });
});
