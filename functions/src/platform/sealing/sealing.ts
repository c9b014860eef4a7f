// The sealing-certificate port: the PKCS#12 (key and certificate) the platform seals signed PDFs
// with. Production reads the one issued to it from Secret Manager (`SEALING_P12`, base64, and
// `SEALING_P12_PASSWORD`); the local runtime, the tests and the benches make a self-signed one
// (signing/seal/platform-certificate.ts).

export interface SealingCertificate {
  p12: Uint8Array;
  password: string;
}

export interface Sealing {
  /** The certificate, read (or made) once and kept for the process's life. */
  certificate(): Promise<SealingCertificate>;
}

export const NO_SEALING_CERTIFICATE =
  'No sealing certificate is configured: set the SEALING_P12 and SEALING_P12_PASSWORD secrets';

export const unconfiguredSealing: Sealing = {
  certificate: () => Promise.reject(new Error(NO_SEALING_CERTIFICATE)),
};

/** A certificate given as a base64 PKCS#12 and its password (production's secrets). */
export function secretSealing(read: () => { p12Base64: string; password: string }): Sealing {
  let certificate: Promise<SealingCertificate> | null = null;
  return {
    certificate() {
      certificate ??= Promise.resolve().then(() => {
        const { p12Base64, password } = read();
        if (!p12Base64) throw new Error(NO_SEALING_CERTIFICATE);
        return { p12: new Uint8Array(Buffer.from(p12Base64, 'base64')), password };
      });
      return certificate;
    },
  };
}
