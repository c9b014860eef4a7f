// The seal of a signed PDF (e-signing: a signed document is tamper-evident): the platform's PAdES
// B-B signature (ETSI.CAdES.detached) over the whole file, appended as an incremental update, and
// the check that a file's last signature still matches every byte it covers and that it covers
// the whole file.
// The libraries (@libpdf/core, pkijs) load when a PDF is first sealed or checked, not at a
// function's cold start.
import type { P12Signer } from '@libpdf/core';
import { createHash, createPublicKey, verify as verifySignature } from 'node:crypto';
import type * as Asn1js from 'asn1js';
import type * as pkijs from 'pkijs';
import { type SealingCertificate } from './platform-certificate';

/** What reading a CMS signature takes. */
interface Asn1Libs {
  asn1js: typeof Asn1js;
  pkijs: typeof pkijs;
}

export interface SealMeta {
  reason: string;
  location: string;
  signingTime: Date;
}

export interface SealCheck {
  /** The file has a signature to check. */
  sealed: boolean;
  /** Its signature verifies and the bytes it covers are the bytes that were signed. */
  intact: boolean;
  /** Nothing was added after it: its byte range runs from the first byte to the last. */
  coversWholeFile: boolean;
  /** The signing certificate's common name. */
  signer: string | null;
  signedAt: Date | null;
  reason?: string;
}

/** Room for the CMS in /Contents: an RSA-2048 signature and its certificate take about 2 KB. */
const CONTENTS_BYTES = 8192;

/**
 * libpdf 0.4.2 escapes /Reason and /Location twice, so a parenthesis or backslash would read back
 * with a stray backslash; such characters are swapped for look-alikes, line breaks for spaces.
 */
const plainPdfText = (text: string) =>
  text
    .replace(/\(/g, '[')
    .replace(/\)/g, ']')
    .replace(/\\/g, '/')
    .replace(/[\r\n]+/g, ' ');

/** Each certificate is opened once per process: reading a PKCS#12 derives keys from its password. */
const signers = new WeakMap<SealingCertificate, Promise<P12Signer>>();
function signerOf(certificate: SealingCertificate): Promise<P12Signer> {
  let signer = signers.get(certificate);
  if (!signer) {
    signer = import('@libpdf/core').then(({ P12Signer }) =>
      P12Signer.create(certificate.p12, certificate.password),
    );
    signer.catch(() => signers.delete(certificate));
    signers.set(certificate, signer);
  }
  return signer;
}

/**
 * The seal, appended after everything already in `bytes`. libpdf 0.4.2 also writes a CMS
 * signing-time attribute, which the PAdES baseline profile leaves out in favour of /M: Poppler
 * accepts it; a strict baseline validator may flag it.
 */
export async function sealPdf(
  bytes: Uint8Array,
  certificate: SealingCertificate,
  meta: SealMeta,
): Promise<Uint8Array> {
  const signer = await signerOf(certificate);
  const { PDF } = await import('@libpdf/core');
  const pdf = await PDF.load(bytes);
  const { bytes: sealed } = await pdf.sign({
    signer,
    reason: plainPdfText(meta.reason),
    location: plainPdfText(meta.location),
    signingTime: meta.signingTime,
    subFilter: 'ETSI.CAdES.detached',
    level: 'B-B',
    digestAlgorithm: 'SHA-256',
    estimatedSize: CONTENTS_BYTES,
  });
  return sealed;
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  commonName: '2.5.4.3',
};
const DIGESTS: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** The last signature dictionary's byte range, where its dictionary starts and ends. */
function lastSignature(text: string) {
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges.at(-1);
  if (!last) return null;
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  const start = text.lastIndexOf(' obj', last.index);
  const endobj = text.indexOf('endobj', last.index);
  return {
    range: [a, b, c, d] as const,
    dict: [start, endobj === -1 ? text.length : endobj] as const,
  };
}

/** PDFDocEncoding's characters that differ from Latin-1 (0x18–0x1F and 0x80–0xA0). */
const PDF_DOC: Record<number, string> = Object.fromEntries(
  [
    [0x18, '˘ˇˆ˙˝˛˚˜'],
    [0x80, '•†‡…—–ƒ⁄‹›−‰„“”‘’‚™ﬁﬂŁŒŠŸŽıłœšž\ufffd€'],
  ].flatMap(([from, chars]) => [...(chars as string)].map((c, i) => [(from as number) + i, c])),
);

/** A PDF text string's value: UTF-16BE after a byte-order mark, else PDFDocEncoding. */
function decodeTextString(raw: Uint8Array): string {
  if (raw[0] === 0xfe && raw[1] === 0xff) {
    const swapped = Buffer.from(raw.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return [...raw].map((b) => PDF_DOC[b] ?? String.fromCharCode(b)).join('');
}

/** The string value of `/key` in a dictionary's source text (literal or hex string). */
function stringEntry(dict: string, key: string): string | null {
  const match = new RegExp(`/${key}\\s*([(<])`).exec(dict);
  if (!match) return null;
  let i = match.index + match[0].length;
  if (match[1] === '<') {
    const end = dict.indexOf('>', i);
    return decodeTextString(Buffer.from(dict.slice(i, end).replace(/\s/g, ''), 'hex'));
  }
  const bytes: number[] = [];
  const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  for (let depth = 1; i < dict.length; i++) {
    const ch = dict[i]!;
    if (ch === '\\') {
      const next = dict[++i]!;
      const octal = /^[0-7]{1,3}/.exec(dict.slice(i, i + 3));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 0xff);
        i += octal[0].length - 1;
      } else if (next === '\r' || next === '\n') {
        if (next === '\r' && dict[i + 1] === '\n') i++;
      } else bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')' && --depth === 0) break;
    bytes.push(ch.charCodeAt(0));
  }
  return decodeTextString(Uint8Array.from(bytes));
}

/** D:YYYYMMDDHHmmSS with Z or ±HH'mm', as /M holds the signing time. */
function parsePdfDate(value: string | null): Date | null {
  const m = value?.match(
    /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/,
  );
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const utc = Date.UTC(+y!, +mo - 1, +d, +h, +mi, +s);
  const offset = (+oh * 60 + +om) * 60_000 * (sign === '-' ? -1 : sign === '+' ? 1 : 0);
  return new Date(utc - offset);
}

const commonName = (cert: pkijs.Certificate) => {
  const cn = cert.subject.typesAndValues.find((t) => t.type === OID.commonName);
  return cn ? String(cn.value.valueBlock.value) : null;
};

/** Whether the CMS SignedData signs `content`: its message digest, then its signature. */
function signs(
  { asn1js, pkijs }: Asn1Libs,
  cms: Uint8Array,
  content: Uint8Array[],
): { ok: boolean; cert: pkijs.Certificate | null; time: Date | null } {
  const none = { ok: false, cert: null, time: null };
  const asn1 = asn1js.fromBER(cms);
  if (asn1.offset === -1) return none;
  const info = new pkijs.ContentInfo({ schema: asn1.result });
  if (info.contentType !== OID.signedData) return none;
  const signedData = new pkijs.SignedData({ schema: info.content });
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo?.signedAttrs) return none;
  const certs = (signedData.certificates ?? []).filter(
    (c): c is pkijs.Certificate => c instanceof pkijs.Certificate,
  );
  const sid = signerInfo.sid;
  const cert =
    (sid instanceof pkijs.IssuerAndSerialNumber
      ? certs.find((c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber))
      : undefined) ?? certs[0];
  if (!cert) return none;

  const attribute = (type: string) =>
    signerInfo.signedAttrs!.attributes.find((a) => a.type === type)?.values[0];
  const time = attribute(OID.signingTime);
  const signedTime =
    time instanceof asn1js.UTCTime || time instanceof asn1js.GeneralizedTime ? time.toDate() : null;

  const digestName = DIGESTS[signerInfo.digestAlgorithm.algorithmId];
  const claimed = attribute(OID.messageDigest);
  if (!digestName || !(claimed instanceof asn1js.OctetString))
    return { ok: false, cert, time: signedTime };
  const hash = createHash(digestName);
  for (const part of content) hash.update(part);
  const digestMatches = Buffer.from(claimed.valueBlock.valueHexView).equals(hash.digest());

  // The signature is over the signed attributes as DER SET OF, exactly as they were encoded.
  const publicKey = createPublicKey({
    key: Buffer.from(cert.subjectPublicKeyInfo.toSchema().toBER(false)),
    format: 'der',
    type: 'spki',
  });
  const signatureValid = verifySignature(
    digestName,
    new Uint8Array(signerInfo.signedAttrs.encodedValue),
    publicKey,
    signerInfo.signature.valueBlock.valueHexView,
  );
  return { ok: digestMatches && signatureValid, cert, time: signedTime };
}

export async function verifySeal(bytes: Uint8Array): Promise<SealCheck> {
  const unsealed: SealCheck = {
    sealed: false,
    intact: false,
    coversWholeFile: false,
    signer: null,
    signedAt: null,
  };
  // One character per byte, so string offsets are file offsets.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const found = lastSignature(text);
  if (!found) return unsealed;
  const [a, b, c, d] = found.range;
  const dict = text.slice(...found.dict);
  const reason = stringEntry(dict, 'Reason');
  const claimedTime = parsePdfDate(stringEntry(dict, 'M'));
  const base = { ...unsealed, sealed: true, ...(reason !== null ? { reason } : {}) };

  // The gap between the two ranges must be exactly the <hex> value of this dictionary's /Contents.
  const inFile = a === 0 && b > 0 && c > b && c + d <= bytes.length;
  const gap = inFile ? text.slice(b, c) : '';
  const contentsKey = inFile ? /\/Contents\s*$/.test(text.slice(Math.max(0, b - 32), b)) : false;
  if (!inFile || !contentsKey || !/^<[0-9A-Fa-f\s]*>$/.test(gap)) return base;
  const cms = Buffer.from(gap.slice(1, -1).replace(/\s/g, ''), 'hex');

  const [asn1js, pkijsLib] = await Promise.all([import('asn1js'), import('pkijs')]);
  let check: ReturnType<typeof signs>;
  try {
    check = signs({ asn1js, pkijs: pkijsLib }, new Uint8Array(cms), [
      bytes.subarray(a, b),
      bytes.subarray(c, c + d),
    ]);
  } catch {
    return base;
  }
  return {
    ...base,
    intact: check.ok,
    coversWholeFile: c + d === bytes.length,
    signer: check.cert ? commonName(check.cert) : null,
    signedAt: claimedTime ?? check.time,
  };
}
