// Reads an answer's bytes whatever its type (a zip, a PDF), for tests that look inside files.
import type supertest from 'supertest';

export const binary = (req: supertest.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
