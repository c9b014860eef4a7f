// The local runtime's signed blob URLs: GET reads and PUT writes a disk blob, each only with a
// genuine, unexpired signature for that action (Cloud Storage's v4 signed URLs in production).
import express, { type ErrorRequestHandler, type Router } from 'express';
import { BLOB_URL_PREFIX, type DiskBlobs } from './disk-blobs';

/** Cloud Storage takes any size; the spec's per-file limit is 150 MB (spec 3 §9). */
export const MAX_BLOB_UPLOAD = '150mb';
const INVALID_LINK = 'This link is invalid or has expired';

export function blobRoutes(blobs: DiskBlobs): Router {
  const router = express.Router();
  const pathOf = (req: express.Request) => (req.params as { path: string[] }).path.join('/');
  const signed = (req: express.Request, action: 'read' | 'write') => {
    const query = req.query as Record<string, string | undefined>;
    return (
      query.action === action &&
      blobs.verify(pathOf(req), action, query.expires ?? '', query.signature ?? '')
    );
  };

  router.get(`${BLOB_URL_PREFIX}{*path}`, async (req, res) => {
    if (!signed(req, 'read')) {
      res.status(403).json({ error: INVALID_LINK });
      return;
    }
    const blob = await blobs.get(pathOf(req));
    if (!blob) {
      res.status(404).json({ error: 'File not found' });
      return;
    }
    res.type(blob.contentType).send(blob.bytes);
  });

  router.put(
    `${BLOB_URL_PREFIX}{*path}`,
    (req, res, next) => {
      // Refuse before reading the body, as a bad signature must not cost a 150 MB upload.
      if (!signed(req, 'write')) res.status(403).json({ error: INVALID_LINK });
      else next();
    },
    express.raw({ type: () => true, limit: MAX_BLOB_UPLOAD }),
    async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await blobs.put(pathOf(req), bytes, req.get('content-type') ?? 'application/octet-stream');
      res.status(200).end();
    },
  );

  const failed: ErrorRequestHandler = (error: { type?: string }, _req, res, _next) => {
    if (error.type === 'entity.too.large')
      res.status(413).json({ error: 'The file is larger than 150 MB' });
    else res.status(500).json({ error: 'Something went wrong' });
  };
  router.use(failed);
  return router;
}
