// Once the vault stops asking after an upload (132 s on) while a file is still being recognised,
// it says so once: 'Document(s) are still processing' (spec 3 "Documents").
import { useEffect, useRef } from 'react';
import {
  recognitionPending,
  STILL_PROCESSING,
  type DocumentRecognitionDto,
} from '@portico/common/documents/tax-forms';
import { toast } from '@/lib/toast';

export function useStillProcessingNotice(
  files: readonly { updated_at: string; recognition: DocumentRecognitionDto | null }[] | undefined,
) {
  const wasPending = useRef(false);
  const pending = files ? recognitionPending(files, Date.now()) : false;
  useEffect(() => {
    if (
      wasPending.current &&
      !pending &&
      files?.some((f) => f.recognition?.status === 'processing')
    )
      toast.info(STILL_PROCESSING);
    wasPending.current = pending;
  }, [pending, files]);
}
