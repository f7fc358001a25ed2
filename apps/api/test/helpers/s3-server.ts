import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A real S3-compatible server (s3rver, path-style) for tests; see docs/adr/0010-s3-test-server.md. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Where s3rver keeps the objects. */
  directory: string;
  /** Every request received, as "METHOD /path?query", for tests that check what a driver sent. */
  requests: string[];
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

const running = new Map<S3TestServer, S3rverInstance>();

/** Starts s3rver on a free port of 127.0.0.1 with one empty bucket in a fresh temp folder. */
export async function start(bucket = 'fieldwork-test'): Promise<S3TestServer> {
  // s3rver ships no types; a non-literal specifier keeps the compiler from looking for them.
  const { default: S3rver } = (await import('s3rver' as string)) as { default: S3rverConstructor };
  const directory = await mkdtemp(path.join(tmpdir(), 'fieldwork-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const info: S3TestServer = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's built-in credentials.
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
    directory,
    requests: [],
  };
  server.httpServer?.on('request', (request: { method?: string; url?: string }) => info.requests.push(`${request.method} ${request.url}`));
  running.set(info, server);
  return info;
}

export async function stop(info: S3TestServer): Promise<void> {
  const server = running.get(info);
  running.delete(info);
  if (server) {
    server.httpServer?.closeAllConnections();
    await server.close();
  }
  await rm(info.directory, { recursive: true, force: true });
}
