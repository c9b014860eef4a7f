// Where import files live: an upload's files are staged under the upload, where each signed
// upload URL writes once; a commit copies them to the import's folder, where no URL ever writes.
import { listTemplateFileName, type ListTemplate } from '@portico/common/imports/imports';

const importFolder = (firmId: string, importId: string) => `firms/${firmId}/imports/${importId}`;
const uploadFolder = (firmId: string, uploadId: string) =>
  `firms/${firmId}/import_uploads/${uploadId}`;
export const templatePath = (firmId: string, template: ListTemplate) =>
  `firms/${firmId}/import-templates/${listTemplateFileName(template)}`;

/** Blob names keep the file's name readable but cannot leave their folder. */
const blobName = (index: number, name: string) =>
  `${String(index + 1).padStart(3, '0')}-${name.replace(/[^\w.\- ()]+/g, '_').slice(-120)}`;

/** An import's id is its upload's id, so both places follow from the upload. */
interface UploadKey {
  firmId: string;
  id: string;
}
export const stagedPath = (upload: UploadKey, index: number, name: string) =>
  `${uploadFolder(upload.firmId, upload.id)}/${blobName(index, name)}`;
export const committedPath = (upload: UploadKey, index: number, name: string) =>
  `${importFolder(upload.firmId, upload.id)}/${blobName(index, name)}`;
export const isStaged = (upload: UploadKey, path: string) =>
  path.startsWith(`${uploadFolder(upload.firmId, upload.id)}/`);
/** The report of a processed import's rows not imported, made when it is asked for. */
export const reportPath = (upload: UploadKey) =>
  `${importFolder(upload.firmId, upload.id)}/report/rows-not-imported.csv`;
