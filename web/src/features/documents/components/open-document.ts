// Opens a vault file in a new tab through a short-lived signed link (the browser shows PDFs and
// images; anything else downloads).
import { toast } from '@/lib/toast';
import { documentLink } from '@/lib/upload-documents';

export const LOAD_FAILED = 'An error occurred while loading the document.';

export async function openDocument(id: string): Promise<void> {
  try {
    window.open((await documentLink(id)).url, '_blank', 'noopener');
  } catch {
    toast.error(LOAD_FAILED);
  }
}
