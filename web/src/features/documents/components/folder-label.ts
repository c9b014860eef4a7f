// How a folder is named on the vault's screens: the top folder is 'All files'.
import { folderName, ROOT_FOLDER } from '@portico/common/documents/vault';

export const ROOT_LABEL = 'All files';

export const folderLabel = (path: string) => (path === ROOT_FOLDER ? ROOT_LABEL : folderName(path));
