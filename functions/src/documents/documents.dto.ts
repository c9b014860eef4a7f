// Maps document records to what the API answers.
import type { DocumentDto } from '@portico/common/documents/uploads';
import {
  folderName,
  type VaultFileDto,
  type VaultFolderDto,
} from '@portico/common/documents/vault';
import type { Principal } from '../kernel/principal';
import { recognitionWire, type DocumentRecord, type FolderRecord } from './document-record';

export const toDocumentDto = (d: DocumentRecord): DocumentDto => ({
  id: d.id,
  name: d.name,
  size: d.size,
  content_type: d.contentType,
  created_at: d.createdAt.toISOString(),
});

export const toVaultFileDto = (d: DocumentRecord, caller: Principal): VaultFileDto => ({
  id: d.id,
  name: d.name,
  folder: d.folder,
  size: d.size,
  content_type: d.contentType,
  description: caller.isStaff ? d.description : '',
  tag_ids: caller.isStaff ? d.tagIds : [],
  questionnaire_id: d.questionnaireId,
  recognition: d.recognition && recognitionWire(d.recognition),
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
  deleted_at: d.deletedAt?.toISOString() ?? null,
});

export const toVaultFolderDto = (f: FolderRecord, itemsCount: number): VaultFolderDto => ({
  path: f.path,
  name: folderName(f.path),
  items_count: itemsCount,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
  deleted_at: f.deletedAt?.toISOString() ?? null,
});
