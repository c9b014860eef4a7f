// The local runtime's signed blob URLs: GET reads and PUT writes a disk blob, each only with a
// genuine, unexpired signature for that action (Cloud Storage's v4 signed URLs in production).
// Reads are served as the signed URL pins them, never as stored or sniffed; a PUT only creates.
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import { MAX_UPLOAD_BYTES } from '@portico/common/documents/uploads';
import { servedFileSafetyHeaders } from '@portico/functions/platform/blobs/served-file-headers';
import { BLOB_URL_PREFIX, type DiskBlobs, type PinnedResponse } from './disk-blobs';

const TOO_LARGE = 'The file is larger than 150 MB';
const INVALID_LINK = 'This link is invalid or has expired';
const LARGER_THAN_ANNOUNCED = 'The file is larger than the upload announced';
/** Cloud Storage answers 412 to a PUT whose `x-goog-if-generation-match: 0` no longer holds. */
export const ALREADY_UPLOADED = 'This file was already uploaded';

type Query = Record<string, string | undefined>;

/** The response a read URL pins, when it names both parts. */
function pinnedResponse(query: Query): PinnedResponse | undefined {
  const type = query['response-content-type'];
  const disposition = query['response-content-disposition'];
  return type && disposition
    ? { 'response-content-type': type, 'response-content-disposition': disposition }
    : undefined;
}

/**
 * The most a PUT may carry: the size its signed URL was made for (Cloud Storage holds an upload
 * to the `x-goog-content-length-range` signed with it), never more than 150 MB.
 */
const allowedBytes = (req: express.Request) =>
  Math.min(MAX_UPLOAD_BYTES, Number((req.query as Query).bytes) || 0);

const tooLarge = (req: express.Request) =>
  allowedBytes(req) < MAX_UPLOAD_BYTES ? LARGER_THAN_ANNOUNCED : TOO_LARGE;

export function blobRoutes(blobs: DiskBlobs): Router {
  const router = express.Router();
  const pathOf = (req: express.Request) => (req.params as { path: string[] }).path.join('/');
  const signed = (req: express.Request, action: 'read' | 'write') => {
    const query = req.query as Query;
    return (
      query.action === action &&
      blobs.verify(pathOf(req), action, query.expires ?? '', query.signature ?? '', {
        response: pinnedResponse(query),
        bytes: query.bytes,
      })
    );
  };

  router.get(`${BLOB_URL_PREFIX}{*path}`, async (req, res) => {
    const pinned = pinnedResponse(req.query as Query);
    if (!pinned || !signed(req, 'read')) {
      res.status(403).json({ error: INVALID_LINK });
      return;
    }
    const blob = await blobs.openRead(pathOf(req));
    if (!blob) {
      res.status(404).json({ error: 'File not found' });
      return;
    }
    const contentType = pinned['response-content-type'];
    const headers = {
      ...servedFileSafetyHeaders(contentType),
      // setHeader, not res.set, which would add a charset of its own to the type.
      'Content-Type': contentType,
      'Content-Disposition': pinned['response-content-disposition'],
      'Content-Length': String(blob.size),
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Streamed from disk: a 150 MB file costs the runtime a chunk at a time, as it costs
    // Cloud Storage nothing in production. A reader that goes away just ends the stream.
    await pipeline(blob.stream, res).catch(() => undefined);
  });

  router.put(
    `${BLOB_URL_PREFIX}{*path}`,
    async (req, res, next) => {
      // Refuse before reading the body, as a bad or spent link must not cost a 150 MB upload.
      if (!signed(req, 'write')) res.status(403).json({ error: INVALID_LINK });
      else if (await blobs.stat(pathOf(req))) res.status(412).json({ error: ALREADY_UPLOADED });
      else if (Number(req.headers['content-length'] ?? 0) > allowedBytes(req))
        res.status(413).json({ error: tooLarge(req) });
      else next();
    },
    async (req, res) => {
      // Written as it arrives; the uploader's Content-Type is not kept (the commit decides it).
      let outcome: 'created' | 'exists' | 'too-large';
      try {
        outcome = await blobs.createFrom(pathOf(req), req, allowedBytes(req));
      } catch {
        // The uploader went away half way: nothing was kept, and no one is left to answer.
        if (!res.headersSent) res.status(400).json({ error: 'The upload did not complete' });
        return;
      }
      if (outcome === 'created') res.status(200).end();
      else if (outcome === 'exists') res.status(412).json({ error: ALREADY_UPLOADED });
      else res.status(413).json({ error: tooLarge(req) });
    },
  );

  return router;
}
