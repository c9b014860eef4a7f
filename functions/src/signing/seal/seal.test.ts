// The seal of a signed PDF: signatures stamped, the certificate of completion appended, the
// platform's PAdES signature over it all; checked by verifySeal and, independently, by Poppler's
// pdfsig (Debian's poppler-utils).
import { PDF } from '@libpdf/core';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendCertificatePage,
  type CertificateOfCompletion,
  describeDevice,
} from './certificate-page';
import { generateSealingCertificate, type SealingCertificate } from './platform-certificate';
import { sealPdf, verifySeal } from './seal-pdf';
import { type SignatureStamp, stampSignatures } from './stamp-signatures';
import { shapeArabic, toVisual } from './visual-order';

const SEAL_NAME = 'Portico Test Seal';
const SIGNED_AT = new Date('2026-12-02T21:14:05Z');
const SEALED_AT = new Date('2026-12-02T21:15:00Z');
const META = { reason: 'Signed by every signer', location: 'Portico', signingTime: SEALED_AT };
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A return's signature pages as tax software prints them: letter pages of text. */
async function formSet(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Form 8879 (2025) — page ${p}`, { x: 48, y: 740, size: 14, font });
    for (let line = 0; line < 30; line++)
      page.drawText(`Line ${line + 1}  Adjusted gross income ...... ${(line * 911.5).toFixed(2)}`, {
        x: 48,
        y: 700 - line * 18,
        size: 9,
        font,
      });
  }
  return doc.save();
}

/** An RGBA PNG of a pen stroke on a transparent ground, as the drawing pad sends one. */
function strokePng(width: number, height: number): Uint8Array {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const onStroke = Math.abs(y - height / 2 - (height / 3) * Math.sin(x / 9)) < 2;
      rows.writeUInt32BE(onStroke ? 0x102060ff : 0, y * (width * 4 + 1) + 1 + x * 4);
    }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function certificateFor(original: Uint8Array, events = 6): CertificateOfCompletion {
  return {
    documentName: '2025 Form 1040 — Whitfield, Jane & John.pdf',
    originalSha256: sha256(original),
    firmName: 'Garcia Holdings CPA',
    signers: [
      {
        name: 'Jane Whitfield',
        email: 'jane@example.com',
        method: 'typed',
        identityVerification: 'Verified (Stripe Identity)',
        ipAddress: '203.0.113.7',
        userAgent: CHROME_UA,
        consentedAt: new Date('2026-12-02T21:10:00Z'),
        signedAt: SIGNED_AT,
      },
      {
        name: 'John Whitfield',
        email: 'john@example.com',
        method: 'drawn',
        identityVerification: 'Not required',
        ipAddress: '2001:db8:85a3::8a2e:370:7334',
        userAgent: `${CHROME_UA} ${'ExtraToken/1.0 '.repeat(40)}`,
        consentedAt: new Date('2026-12-02T21:11:00Z'),
        signedAt: SIGNED_AT,
      },
    ],
    events: Array.from({ length: events }, (_, i) => ({
      at: new Date(SIGNED_AT.getTime() + i * 60_000),
      event: i % 2 ? 'Signed Form 8879 (page 2), the Taxpayer signature' : 'Opened the document',
      actor: i % 2 ? 'Jane Whitfield' : 'John Whitfield <john@example.com>',
      ipAddress: i % 3 ? '203.0.113.7' : '2001:db8:85a3::8a2e:370:7334',
    })),
  };
}

function stampsFor(): SignatureStamp[] {
  return [
    {
      page: 1,
      box: { left: 100, bottom: 80, width: 180, height: 36 },
      capture: { method: 'typed', text: 'Jane Whitfield' },
      signedAt: SIGNED_AT,
      signerName: 'Jane Whitfield',
    },
    {
      page: 2,
      box: { left: 320, bottom: 80, width: 180, height: 36 },
      capture: { method: 'drawn', png: strokePng(240, 60) },
      signedAt: SIGNED_AT,
      signerName: 'John Whitfield',
    },
  ];
}

let certificate: SealingCertificate;
let dir: string;
let original: Uint8Array;
let sealed: Uint8Array;

/** What `pdfsig` says of the bytes (its exit code is not 0 for an invalid signature). */
function pdfsig(bytes: Uint8Array, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

/** The bytes with one byte changed at `at`, to a value that keeps the file parseable. */
function withByteChanged(bytes: Uint8Array, at: number): Uint8Array {
  const copy = Uint8Array.from(bytes);
  copy[at] = copy[at] === 0x30 ? 0x31 : 0x30;
  return copy;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-seal-'));
  certificate = await generateSealingCertificate(SEAL_NAME);
  original = await formSet(3);
  const stamped = await stampSignatures(original, stampsFor());
  sealed = await sealPdf(
    await appendCertificatePage(stamped, certificateFor(original)),
    certificate,
    META,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a sealed PDF', () => {
  it('verifies whole and intact, signed by the platform certificate, with its reason and time', async () => {
    expect(await verifySeal(sealed)).toEqual({
      sealed: true,
      intact: true,
      coversWholeFile: true,
      signer: SEAL_NAME,
      signedAt: SEALED_AT,
      reason: META.reason,
    });
  });

  it('is a valid signature to Poppler’s pdfsig too (the self-signed issuer is unknown to it)', () => {
    const report = pdfsig(sealed, 'sealed.pdf');
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
  });

  it('starts with the original, byte for byte, so the certificate’s SHA-256 can be checked on it', () => {
    expect(sha256(sealed.subarray(0, original.length))).toBe(sha256(original));
  });

  it('carries the signatures and the certificate of completion as text', async () => {
    const text = (await PDF.load(sealed)).extractText().map((page) => page.text);
    expect(text).toHaveLength(4);
    expect(text[0]).toContain('Signed 2026-12-02 21:14 UTC');
    expect(text[1]).toContain('Signed 2026-12-02 21:14 UTC');
    expect(text[3]).toContain('Certificate of completion');
    expect(text[3]).toContain(sha256(original));
    expect(text[3]).toContain('Verified (Stripe Identity)');
    expect(text[3]).toContain('Chrome 131 on Windows');
    expect(text[3]).toContain('Drawn signature');
    expect(text[3]).toContain('2026-12-02T21:14:05Z');
  });

  it('is no longer intact when one byte it covers changes, to us and to pdfsig', async () => {
    const [, firstEnd, secondStart] = byteRange(sealed);
    // One byte in the middle of the original, one in the signature dictionary after /Contents (/M).
    const inOriginal = Math.floor(original.length / 2);
    const inSecondRange = Buffer.from(sealed).indexOf('/M (D:', secondStart) + 8;
    expect(inOriginal).toBeLessThan(firstEnd);
    expect(inSecondRange).toBeGreaterThan(secondStart + 8);
    for (const [at, name] of [
      [inOriginal, 'changed-original.pdf'],
      [inSecondRange, 'changed-dictionary.pdf'],
    ] as const) {
      const changed = withByteChanged(sealed, at);
      const check = await verifySeal(changed);
      expect(check).toMatchObject({ sealed: true, intact: false, coversWholeFile: true });
      const report = pdfsig(changed, name);
      expect(report).not.toContain('Signature is Valid.');
      expect(report).toMatch(/Digest Mismatch|Signature is Invalid/);
    }
  });

  it('is no longer intact when its signature value changes (the digest still matching)', async () => {
    const [, firstEnd, secondStart] = byteRange(sealed);
    // The CMS ends with the signature value, then zeros pad /Contents: change a digit before those.
    const hex = Buffer.from(sealed.subarray(firstEnd + 1, secondStart - 1)).toString('latin1');
    const changed = withByteChanged(sealed, firstEnd + 1 + hex.replace(/0+$/, '').length - 8);
    expect(await verifySeal(changed)).toMatchObject({
      sealed: true,
      intact: false,
      signer: SEAL_NAME,
    });
  });

  it('does not cover bytes appended after it', async () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n1 0 obj\n(added later)\nendobj\n')]);
    expect(await verifySeal(appended)).toMatchObject({
      sealed: true,
      intact: true,
      coversWholeFile: false,
    });
  });

  it('keeps the first seal’s byte range when the file is sealed again', async () => {
    // libpdf 0.4.2 escapes a reason's parentheses twice: sealPdf writes brackets instead.
    const twice = await sealPdf(sealed, certificate, { ...META, reason: 'Sealed again (amended)' });
    const check = await verifySeal(twice);
    expect(check).toMatchObject({
      intact: true,
      coversWholeFile: true,
      reason: 'Sealed again [amended]',
    });
    expect(await verifySeal(twice.subarray(0, sealed.length))).toMatchObject({
      intact: true,
      coversWholeFile: true,
    });
  });
});

describe('an unsealed PDF', () => {
  it('has no seal', async () => {
    expect(await verifySeal(original)).toEqual({
      sealed: false,
      intact: false,
      coversWholeFile: false,
      signer: null,
      signedAt: null,
    });
  });
});

describe('stamping signatures', () => {
  it('draws typed names in any script: emoji, CJK, Hangul, Arabic, Hebrew, Cyrillic', async () => {
    const names = [
      '山田 太郎 👍🏽',
      '김민준',
      'محمد عبد الله',
      'שרה כהן',
      'Иван Петров',
      'Nguyễn Thị Ánh 👨‍👩‍👧',
    ];
    const stamped = await stampSignatures(
      original,
      names.map((text, i) => ({
        page: (i % 3) + 1,
        // Below the forms' text, which ends at y = 178.
        box: { left: 60 + Math.floor(i / 3) * 260, bottom: 60, width: 220, height: 40 },
        capture: { method: 'typed', text },
        signedAt: SIGNED_AT,
        signerName: text,
      })),
    );
    const pages = (await PDF.load(stamped))
      .extractText()
      .map((page) => page.text.replace(/\s+/g, ''));
    const all = pages.join('');
    for (const fragment of ['山田太郎', '김민준', 'Иван', 'Nguyễn'])
      expect(all).toContain(fragment);
    // Arabic and Hebrew are laid down in visual order: the extracted glyphs are the name reversed.
    expect(all).toContain([...shapeArabic('محمد')].reverse().join(''));
    expect(all).toContain([...'כהן'].reverse().join(''));
  });

  it('rejects a signature on a page the document does not have', async () => {
    const [stamp] = stampsFor();
    await expect(stampSignatures(original, [{ ...stamp!, page: 9 }])).rejects.toThrow(/page 9/);
  });

  it('draws each signature and its caption inside its box, on upright and rotated pages', async () => {
    const doc = await PDFDocument.load(original);
    doc.addPage([612, 792]).setRotation(degrees(90)); // shown as 792 wide, 612 high
    const withRotated = await doc.save();
    const [typed, drawn] = stampsFor();
    const boxes = [
      { ...typed!, page: 1 },
      { ...drawn!, page: 2 },
      { ...typed!, page: 4, box: { left: 500, bottom: 400, width: 200, height: 40 } },
      { ...drawn!, page: 4, box: { left: 100, bottom: 100, width: 150, height: 60 } },
    ];
    const stamped = await stampSignatures(withRotated, boxes);
    for (const stamp of boxes) {
      // Below the forms' text (which ends at y = 178) only the stamp is drawn.
      const ink = darkPoints(stamped, stamp.page).filter((p) => stamp.page === 4 || p.y < 170);
      const { left, bottom, width, height } = stamp.box;
      const near = ink.filter(
        (p) =>
          p.x > left - 40 &&
          p.x < left + width + 40 &&
          p.y > bottom - 40 &&
          p.y < bottom + height + 40,
      );
      expect(near.length, `ink of the stamp on page ${stamp.page}`).toBeGreaterThan(30);
      for (const p of near) {
        expect(p.x).toBeGreaterThanOrEqual(left - 1.5);
        expect(p.x).toBeLessThanOrEqual(left + width + 1.5);
        expect(p.y).toBeGreaterThanOrEqual(bottom - 1.5);
        expect(p.y).toBeLessThanOrEqual(bottom + height + 1.5);
      }
    }
  });
});

describe('the certificate of completion', () => {
  it('runs onto further pages and keeps every line inside the margins', async () => {
    const withCertificate = await appendCertificatePage(original, certificateFor(original, 120));
    const pages = (await PDF.load(withCertificate)).extractText().slice(3);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[1]!.text).toContain('Certificate of completion (continued)');
    for (const page of pages)
      for (const line of page.lines) {
        expect(line.bbox.x).toBeGreaterThanOrEqual(53);
        expect(line.bbox.x + line.bbox.width).toBeLessThanOrEqual(page.width - 53);
        expect(line.bbox.y).toBeGreaterThanOrEqual(20);
      }
    // The long user agent is wrapped, not cut off: its last token is on the page.
    expect(pages.map((p) => p.text).join('\n')).toContain('ExtraToken/1.0');
  });

  it('names devices by browser and system', () => {
    expect(describeDevice(CHROME_UA)).toBe('Chrome 131 on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iPhone');
    expect(describeDevice('curl/8.5.0')).toBe('Unrecognised device');
  });
});

describe('visual order', () => {
  it('joins Arabic letters and reverses right-to-left runs, leaving numbers and Latin in order', () => {
    // م ح م د: initial, medial, medial, final.
    expect(shapeArabic('محمد')).toBe('\uFEE3\uFEA4\uFEE4\uFEAA');
    expect(toVisual('محمد')).toBe('\uFEAA\uFEE4\uFEA4\uFEE3');
    expect(toVisual('שרה 2025')).toBe('2025 הרש');
    expect(toVisual('Dr. שרה')).toBe('Dr. הרש');
    expect(toVisual('Jane Doe')).toBe('Jane Doe');
    // Persian: a zero-width non-joiner keeps ی final and خ initial; و joins no letter after it (می‌خوا).
    expect(shapeArabic('می\u200Cخوا')).toBe('\uFEE3\uFBFD\u200C\uFEA7\uFEEE\uFE8D');
  });

  it('drops joiners and modifiers a monochrome face would draw as boxes', () => {
    expect(toVisual('👍🏽')).toBe('👍');
    expect(toVisual('👨‍👩‍👧')).toBe('👨👩👧');
  });
});

/** The last signature's /ByteRange [a b c d] of the file. */
function byteRange(bytes: Uint8Array): [number, number, number, number] {
  const all = [
    ...Buffer.from(bytes)
      .toString('latin1')
      .matchAll(/\/ByteRange\s*\[([\d\s]+)\]/g),
  ];
  const [a, b, c, d] = all.at(-1)![1]!.trim().split(/\s+/).map(Number);
  return [a!, a! + b!, c!, c! + d!];
}

/**
 * The dark pixels of a page as Poppler renders it at 72 dpi, as points from the bottom-left of the
 * page as shown (one pixel, one point).
 */
function darkPoints(bytes: Uint8Array, page: number): { x: number; y: number }[] {
  const file = join(dir, `render-${page}.pdf`);
  writeFileSync(file, bytes);
  const out = join(dir, `render-${page}`);
  execFileSync('pdftoppm', [
    '-r',
    '72',
    '-gray',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    out,
  ]);
  const pgm = readFileSync(`${out}.pgm`);
  // P5 header: magic, width, height, maxval, each followed by one whitespace byte.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.toString('latin1', 0, 40))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  const points = [];
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++)
      if (pixels[row * width + col]! < 160) points.push({ x: col + 0.5, y: height - row - 0.5 });
  return points;
}
