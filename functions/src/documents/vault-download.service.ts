// Downloading from the vault as a zip (spec 3 §7 "folder download", "multi-file download", §8,
// §9): a folder with everything in it (firm staff), or chosen files of one entity; only what the
// caller may see, at most 150 MB in all (503 with the spec's message beyond); staff may have its
// images made PDFs, 15 MB in all then. The zip itself is
// streamed by the route (kernel/zip-response).
import { Readable } from 'node:stream';
import {
  DOWNLOAD_TOO_LARGE,
  folderName,
  isWithin,
  MAX_CONVERTED_DOWNLOAD_BYTES,
  MAX_DOWNLOAD_BYTES,
  ROOT_FOLDER,
  splitExtension,
  type DownloadDocumentsInput,
} from '@portico/common/documents/vault';
import { Forbidden, NotFound, Unavailable } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { Blobs } from '../platform/blobs/blobs';
import type { ZipEntry } from '../platform/blobs/zip-response';
import type { DocumentRecord } from './document-record';
import { canSeeFolder, requireVaultReader, vaultActions } from './documents.policy';
import type { DocumentsDeps } from './documents.service';
import { convertsToPdf, imageToPdf } from './image-rendition';

/** A file's place inside a zip of `root`: the folders below it, then its name. */
const pathInZip = (file: DocumentRecord, root: string): string[] => {
  const below = root === ROOT_FOLDER ? file.folder : file.folder.slice(root.length);
  return [...below.split('/').filter(Boolean), file.name];
};

/** The file as the zip holds it: as stored, or (converting) an image made a PDF of the same name. */
function zipEntry(blobs: Blobs, file: DocumentRecord, path: string[], convert: boolean): ZipEntry {
  if (!convert || !convertsToPdf(file.contentType))
    return { path, open: () => blobs.readStream(file.blobPath) };
  return {
    path: [...path.slice(0, -1), `${splitExtension(file.name).base}.pdf`],
    open: async () => {
      // Bounded: a converting download is 15 MB at most in all.
      const stored = await blobs.get(file.blobPath);
      if (!stored) return null;
      const pdf = await imageToPdf(stored.bytes, file.contentType).catch(() => null);
      // An image that does not decode goes in as it is, under its own name, not as a broken PDF.
      return Readable.from([pdf ? Buffer.from(pdf) : stored.bytes]);
    },
  };
}

export function vaultDownloadService(deps: DocumentsDeps) {
  const { documents, folders, entities, blobs } = deps;

  return {
    async prepare(
      principal: Principal | null | undefined,
      input: DownloadDocumentsInput,
    ): Promise<{ fileName: string; entries: ZipEntry[] }> {
      const caller = requireSignedIn(principal);
      const entity = await entities.getByIdOrHash(caller.firmId, input.company_id);
      const root = input.path ?? ROOT_FOLDER;
      requireVaultReader(caller, entity, root, false);
      if (!vaultActions(caller, entity!, root).download)
        throw new Forbidden('Read-only accounts cannot download documents');

      let files: DocumentRecord[];
      let fileName: string;
      if (input.path !== undefined) {
        if (!caller.isStaff) throw new Forbidden('Only your firm can download folders');
        const all = (await folders.listForCompany(caller.firmId, entity!.id)).filter(
          (f) => !f.deletedAt && canSeeFolder(caller, f.path),
        );
        if (root !== ROOT_FOLDER && !all.some((f) => f.path === root))
          throw new NotFound('Folder not found');
        const paths = [
          root,
          ...all.map((f) => f.path).filter((p) => p !== root && isWithin(p, root)),
        ];
        files = await documents.listLiveInFolders(caller.firmId, entity!.id, paths);
        fileName = `${root === ROOT_FOLDER ? entity!.name : folderName(root)}.zip`;
      } else {
        const ids = [...new Set(input.document_ids)];
        files = await documents.getMany(caller.firmId, ids);
        const usable = files.filter(
          (f) => f.companyId === entity!.id && !f.deletedAt && canSeeFolder(caller, f.folder),
        );
        if (usable.length !== ids.length) throw new NotFound('Document not found');
        fileName = `${entity!.name} documents.zip`;
      }
      const convert = input.convert_images_to_pdf;
      if (convert && !caller.isStaff)
        throw new Forbidden('Only your firm can convert images to PDF');
      const total = files.reduce((sum, f) => sum + f.size, 0);
      if (total > (convert ? MAX_CONVERTED_DOWNLOAD_BYTES : MAX_DOWNLOAD_BYTES))
        throw new Unavailable(DOWNLOAD_TOO_LARGE);
      return {
        fileName,
        entries: files
          .map((file) => ({
            file,
            path: input.path !== undefined ? pathInZip(file, root) : [file.name],
          }))
          .sort((a, b) => a.path.join('/').localeCompare(b.path.join('/')))
          .map(({ file, path }) => zipEntry(blobs, file, path, convert)),
      };
    },
  };
}

export type VaultDownloadService = ReturnType<typeof vaultDownloadService>;
