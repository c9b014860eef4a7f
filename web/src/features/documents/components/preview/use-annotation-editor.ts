// The preview's annotations as they are edited: the list (from the server once), the mode and the
// colour chosen, the annotation selected, and saving: each change is saved as the full list 600 ms
// after the last one; a failure keeps the edits and says so, and the next change tries again.
import { useEffect, useRef, useState } from 'react';
import {
  ANNOTATION_FONT_SIZE,
  type AnnotationColor,
  type AnnotationInput,
  type AnnotationMode,
} from '@portico/common/documents/annotations';
import { saveAnnotations, useAnnotations } from '../../api/annotations';

const SAVE_AFTER_MS = 600;

export type SaveState = 'saved' | 'saving' | 'failed';

let counter = 0;
export const newAnnotationId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

const asInput = (a: AnnotationInput): AnnotationInput => ({
  id: a.id,
  page: a.page,
  shape_type: a.shape_type,
  text: a.text,
  style: { color: a.style.color, font_size: ANNOTATION_FONT_SIZE },
  position_data: { ...a.position_data },
});

export function useAnnotationEditor(fileId: string, enabled: boolean) {
  const loaded = useAnnotations(fileId, enabled);
  // Null until the first change: the list as loaded until then.
  const [edited, setEdited] = useState<AnnotationInput[] | null>(null);
  const [mode, setMode] = useState<AnnotationMode>('view');
  const [color, setColor] = useState<AnnotationColor>('black');
  const [selected, setSelected] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  // The save of the last change while it waits for its 600 ms: run at once if the preview closes.
  const waiting = useRef<(() => void) | null>(null);

  const list = edited ?? loaded.data?.annotations.map(asInput) ?? null;

  useEffect(() => {
    if (edited === null) return;
    const save = () => {
      waiting.current = null;
      saveAnnotations(fileId, edited).then(
        () => setSaveState('saved'),
        () => setSaveState('failed'),
      );
    };
    waiting.current = save;
    const timer = setTimeout(save, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [edited, fileId]);
  useEffect(() => () => waiting.current?.(), []);

  // Functional, so that changes made in one event build on each other.
  const change = (next: (all: AnnotationInput[]) => AnnotationInput[]) => {
    setEdited((before) => next(before ?? list ?? []));
    setSaveState('saving');
  };

  return {
    loading: enabled && list === null && !loaded.isError,
    loadError: loaded.isError,
    annotations: list ?? [],
    mode,
    setMode: (next: AnnotationMode) => {
      setMode(next);
      setSelected(null);
    },
    color,
    setColor,
    selected,
    select: setSelected,
    saveState,
    add: (annotation: AnnotationInput) => {
      change((all) => [...all, annotation]);
      setSelected(annotation.id);
    },
    update: (id: string, patch: (a: AnnotationInput) => AnnotationInput) =>
      change((all) => all.map((a) => (a.id === id ? patch(a) : a))),
    remove: (id: string) => {
      change((all) => all.filter((a) => a.id !== id));
      setSelected(null);
    },
  };
}

export type AnnotationEditor = ReturnType<typeof useAnnotationEditor>;
