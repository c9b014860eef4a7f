// The local runtime's signed blob URLs: GET reads and PUT writes a disk blob, each only with a
// genuine, unexpired signature for that action (Cloud Storage's v4 signed URLs in production).
// Reads are served as the signed URL pins them, never as stored or sniffed; a PUT only creates.
import express, { type ErrorRequestHandler, type Router } from 'express';
import { servedFileSafetyHeaders } from '@portico/functions/platform/blobs/served-file-headers';
import { BLOB_URL_PREFIX, type DiskBlobs, type PinnedResponse } from './disk-blobs';

/** Cloud Storage takes any size; the spec's per-file limit is 150 MB (spec 3 §9). */
export const MAX_BLOB_UPLOAD = '150mb';
const INVALID_LINK = 'This link is invalid or has expired';
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

export function blobRoutes(blobs: DiskBlobs): Router {
  const router = express.Router();
  const pathOf = (req: express.Request) => (req.params as { path: string[] }).path.join('/');
  const signed = (req: express.Request, action: 'read' | 'write') => {
    const query = req.query as Query;
    return (
      query.action === action &&
      blobs.verify(
        pathOf(req),
        action,
        query.expires ?? '',
        query.signature ?? '',
        action === 'read' ? pinnedResponse(query) : undefined,
      )
    );
  };

  router.get(`${BLOB_URL_PREFIX}{*path}`, async (req, res) => {
    const pinned = pinnedResponse(req.query as Query);
    if (!pinned || !signed(req, 'read')) {
      res.status(403).json({ error: INVALID_LINK });
      return;
    }
    const blob = await blobs.get(pathOf(req));
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
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.send(blob.bytes);
  });

  router.put(
    `${BLOB_URL_PREFIX}{*path}`,
    async (req, res, next) => {
      // Refuse before reading the body, as a bad or spent link must not cost a 150 MB upload.
      if (!signed(req, 'write')) res.status(403).json({ error: INVALID_LINK });
      else if (await blobs.stat(pathOf(req))) res.status(412).json({ error: ALREADY_UPLOADED });
      else next();
    },
    express.raw({ type: () => true, limit: MAX_BLOB_UPLOAD }),
    async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // The uploader's Content-Type is not kept: the import's commit decides the type.
      if (await blobs.create(pathOf(req), bytes)) res.status(200).end();
      else res.status(412).json({ error: ALREADY_UPLOADED });
    },
  );

  // The runtime's last handler (the API's error mapper) answers anything else.
  const failed: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type === 'entity.too.large')
      res.status(413).json({ error: 'The file is larger than 150 MB' });
    else next(error);
  };
  router.use(failed);
  return router;
}
