// The entry names a zip holds, read from its central directory (each record: signature
// 0x02014b50, the name's length at +28, the extra field's at +30, the comment's at +32, the name
// from +46), so a test asserts what an unzip tool would create.
export function zipEntryNamesOf(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\u0001\u0002', 0, 'latin1'); at >= 0;) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at = zip.indexOf(
      'PK\u0001\u0002',
      at + 46 + nameLength + extraLength + commentLength,
      'latin1',
    );
  }
  return names;
}
