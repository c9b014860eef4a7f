// A vault file's preview: the shared viewer, with the annotation tools and marks for staff of a
// firm with annotations when the file is a PDF (spec 3 §6, §9). Loaded when a file is opened.
import FilePreviewDialog from '@/components/file-preview/file-preview-dialog';
import { AnnotationLayer } from './annotation-layer';
import { AnnotationToolbar } from './annotation-toolbar';
import { useAnnotationEditor } from './use-annotation-editor';
import { useDocumentPreview } from '@/lib/document-preview';

export default function VaultFilePreview(props: {
  file: { id: string; name: string };
  canDownload: boolean;
  annotate: boolean;
  onClose: () => void;
}) {
  // The viewer's own query: known once it has loaded, so annotations are asked for PDFs only.
  const preview = useDocumentPreview(props.file.id);
  const annotating = props.annotate && preview.data?.content_type === 'application/pdf';
  const editor = useAnnotationEditor(props.file.id, annotating);
  return (
    <FilePreviewDialog
      file={props.file}
      canDownload={props.canDownload}
      onClose={props.onClose}
      extras={
        annotating
          ? {
              tools: ({ rotation }) => (
                <AnnotationToolbar editor={editor} upright={rotation === 0} />
              ),
              pageOverlay: ({ rotation }) =>
                rotation === 0
                  ? (page, size) => <AnnotationLayer page={page} size={size} editor={editor} />
                  : undefined,
            }
          : undefined
      }
    />
  );
}
