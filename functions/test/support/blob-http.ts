// A test's HTTP client for the API together with the runtime's signed blob URLs, as the browser
// meets them (uploads PUT to a signed URL, downloads GET one).
import express from 'express';
import supertest from 'supertest';
import { beforeAll } from 'vitest';
import { blobRoutes } from '@portico/local-runtime/blobs/blob-routes';
import type { DiskBlobs } from '@portico/local-runtime/blobs/disk-blobs';
import type { TestApi } from './api-harness';

export function useHttpWithBlobs(testApi: () => TestApi): () => supertest.Agent {
  let http: (() => supertest.Agent) | undefined;
  beforeAll(() => {
    const server = express()
      .use(blobRoutes(testApi().deps.blobs as DiskBlobs))
      .use(testApi().app);
    http = () => supertest.agent(server);
  });
  return () => {
    if (!http) throw new Error('The HTTP client starts in beforeAll');
    return http();
  };
}

/** A signed URL as a path on the test server. */
export const relativeUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
