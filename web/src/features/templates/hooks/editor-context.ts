// What every part of the template editor shares: the change function, the gaps still to fill
// (shown next to a field once it has been visited), new ids, and the item being dragged.
import { createContext, useContext } from 'react';
import type { TemplateGap } from '@portico/common/questionnaires/template-edits';
import type { TemplateSectionDto } from '@portico/common/questionnaires/templates';

export interface TemplateEditing {
  sections: TemplateSectionDto[];
  change: (edit: (sections: TemplateSectionDto[]) => TemplateSectionDto[]) => void;
  /** The gap of one field (`{questionId or sectionId}:{field}`) to show, or undefined. */
  gap: (key: string) => string | undefined;
  touch: (key: string) => void;
  /** The question just added: it takes the focus. */
  fresh: string | null;
  setFresh: (id: string | null) => void;
  /** The question or section being dragged (HTML5 drag), to know where it may drop. */
  dragging: { current: string | null };
}

export const EditorContext = createContext<TemplateEditing | null>(null);

export function useEditing(): TemplateEditing {
  const editing = useContext(EditorContext);
  if (!editing) throw new Error('useEditing needs the template editor around it');
  return editing;
}

export const gapKey = (id: string, field: TemplateGap['field']) => `${id}:${field}`;

/** A short id for a new section or question (unique within the template). */
export const newItemId = (prefix: 's' | 'q') => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
