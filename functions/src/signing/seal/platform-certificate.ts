// The platform's sealing certificate: the PKCS#12 (key and certificate) a signed PDF is sealed
// with. Production reads one issued to the platform from Secret Manager; the local runtime makes a
// self-signed one at first start with `generateSealingCertificate`.
import * as asn1js from 'asn1js';
import { type webcrypto } from 'node:crypto';
import * as pkijs from 'pkijs';

import type { Sealing, SealingCertificate } from '../../platform/sealing/sealing';

export type { SealingCertificate };

const YEARS_VALID = 10;
/**
 * Rounds of the key derivations, as OpenSSL 3 writes: the file's secrecy rests on where it is
 * kept (Secret Manager, the local data folder) and its random password, and the MAC's PKCS#12
 * derivation runs in JavaScript each time the file is opened.
 */
const ITERATIONS = 2048;
const OID = {
  commonName: '2.5.4.3',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  subjectKeyIdentifier: '2.5.29.14',
  localKeyId: '1.2.840.113549.1.9.21',
  friendlyName: '1.2.840.113549.1.9.20',
  keyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
};

const name = (commonName: string) =>
  new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({
        type: OID.commonName,
        value: new asn1js.Utf8String({ value: commonName }),
      }),
    ],
  });

/**
 * A self-signed RSA-2048 / SHA-256 certificate for `commonName`, valid ten years from now, whose
 * key may only sign (digitalSignature, nonRepudiation), packed with its key as PKCS#12 (PBES2,
 * AES-256, HMAC-SHA-256) under a random password.
 */
export async function generateSealingCertificate(commonName: string): Promise<SealingCertificate> {
  const { subtle } = globalThis.crypto;
  const keys = await subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );

  const cert = new pkijs.Certificate();
  cert.version = 2;
  const serial = crypto.getRandomValues(new Uint8Array(16));
  serial[0]! &= 0x7f; // a positive INTEGER
  cert.serialNumber = new asn1js.Integer({ valueHex: serial });
  cert.issuer = name(commonName);
  cert.subject = name(commonName);
  const now = new Date();
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + YEARS_VALID);
  cert.notBefore.value = now;
  cert.notAfter.value = until;
  await cert.subjectPublicKeyInfo.importKey(keys.publicKey);

  // digitalSignature (bit 0) and nonRepudiation (bit 1): the two high bits of one byte.
  const keyUsage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]), unusedBits: 6 });
  const publicKeyBits = new Uint8Array(
    cert.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView,
  );
  const keyId = new Uint8Array(await subtle.digest('SHA-1', publicKeyBits));
  cert.extensions = [
    new pkijs.Extension({
      extnID: OID.keyUsage,
      critical: true,
      extnValue: keyUsage.toBER(false),
      parsedValue: keyUsage,
    }),
    new pkijs.Extension({
      extnID: OID.basicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({
      extnID: OID.subjectKeyIdentifier,
      extnValue: new asn1js.OctetString({ valueHex: keyId }).toBER(false),
    }),
  ];
  await cert.sign(keys.privateKey, 'SHA-256');

  const password = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
  return { p12: await pkcs12(cert, keys.privateKey, password, commonName), password };
}

/** The key (shrouded) and the certificate (encrypted) in one password-protected PKCS#12. */
async function pkcs12(
  cert: pkijs.Certificate,
  privateKey: webcrypto.CryptoKey,
  password: string,
  friendlyName: string,
): Promise<Uint8Array> {
  const pkcs8 = await globalThis.crypto.subtle.exportKey('pkcs8', privateKey);
  const keyInfo = new pkijs.PrivateKeyInfo({ schema: asn1js.fromBER(pkcs8).result });
  // PBES2 and PBKDF2 take the password as its UTF-8 bytes (RFC 8018).
  const passwordBytes = new TextEncoder().encode(password).buffer;
  const encryption = {
    password: passwordBytes,
    // pkijs draws a fresh IV for each encryption; its type asks for one it never reads.
    contentEncryptionAlgorithm: {
      name: 'AES-CBC',
      length: 256,
    } as pkijs.ContentEncryptionAesCbcParams,
    hmacHashAlgorithm: 'SHA-256',
    iterationCount: ITERATIONS,
  };
  // The key and its certificate are paired by one localKeyID, as OpenSSL writes them.
  const attributes = () => [
    new pkijs.Attribute({
      type: OID.friendlyName,
      values: [new asn1js.BmpString({ value: friendlyName })],
    }),
    new pkijs.Attribute({
      type: OID.localKeyId,
      values: [new asn1js.OctetString({ valueHex: new Uint8Array([1]) })],
    }),
  ];
  const keyBag = new pkijs.PKCS8ShroudedKeyBag({ parsedValue: keyInfo });
  const authenticatedSafe = new pkijs.AuthenticatedSafe({
    parsedValue: {
      safeContents: [
        {
          privacyMode: 0, // the key bag is encrypted on its own (shrouded)
          value: new pkijs.SafeContents({
            safeBags: [
              new pkijs.SafeBag({
                bagId: OID.keyBag,
                bagValue: keyBag,
                bagAttributes: attributes(),
              }),
            ],
          }),
        },
        {
          privacyMode: 1, // password-based privacy
          value: new pkijs.SafeContents({
            safeBags: [
              new pkijs.SafeBag({
                bagId: OID.certBag,
                bagValue: new pkijs.CertBag({ parsedValue: cert }),
                bagAttributes: attributes(),
              }),
            ],
          }),
        },
      ],
    },
  });
  const pfx = new pkijs.PFX({ parsedValue: { integrityMode: 0, authenticatedSafe } });
  await keyBag.makeInternalValues(encryption);
  await authenticatedSafe.makeInternalValues({ safeContents: [{}, encryption] });
  await pfx.makeInternalValues({
    password: passwordBytes,
    iterations: ITERATIONS,
    pbkdf2HashAlgorithm: 'SHA-256',
    hmacHashAlgorithm: 'SHA-256',
  });
  return new Uint8Array(pfx.toSchema().toBER(false));
}

/** A self-signed certificate for `commonName`, made on first use and kept (local runtime, tests). */
export function generatedSealing(commonName: string): Sealing {
  let made: Promise<SealingCertificate> | null = null;
  return {
    certificate: () => (made ??= generateSealingCertificate(commonName)),
  };
}
