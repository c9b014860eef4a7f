// Annotations on a PDF's pages (issue 15 item 9, spec 3 §9 "PDF viewer"): firm users mark a file
// they review with check marks and short text boxes, when the firm has `annotation_enabled`. A
// file's annotations are saved as the full list.
import { array, number, object, string, type InferType } from 'yup';

export const ANNOTATION_TEXT_MAX = 32;
export const ANNOTATION_FONT_SIZE = 12;
export const TEXTBOX_WIDTH_MIN = 80;
export const TEXTBOX_WIDTH_MAX = 400;
export const TEXTBOX_WIDTH_DEFAULT = 160;
/** Most annotations one file keeps (a check per line of a long statement, and then some). */
export const MAX_ANNOTATIONS = 500;

export const ANNOTATION_COLORS = {
  black: '#000000',
  red: '#d32f2f',
  green: '#2e7d32',
  blue: '#1565c0',
} as const;
export type AnnotationColor = keyof typeof ANNOTATION_COLORS;
export const COLOR_NAMES = Object.keys(ANNOTATION_COLORS) as AnnotationColor[];

export const ANNOTATION_MODES = ['view', 'move', 'check', 'textbox'] as const;
export type AnnotationMode = (typeof ANNOTATION_MODES)[number];

export const ANNOTATIONS_OFF = 'Annotations are not turned on for your firm';
export const ONLY_PDFS_ANNOTATED = 'Only PDFs can be annotated';
export const ANNOTATION_TEXT_REQUIRED = 'Please enter the text';
export const ANNOTATION_TEXT_TOO_LONG = `Annotation text can be at most ${ANNOTATION_TEXT_MAX} characters`;
export const ANNOTATIONS_SAVED = 'Annotations saved';
export const ANNOTATIONS_NOT_SAVED = 'Annotations could not be saved. Your changes are kept here.';

const size = number().min(0).max(100_000).required();

export const annotationSchema = object({
  id: string().trim().min(1).max(64).required(),
  page: number().integer().min(1).max(9999).required(),
  shape_type: string()
    .oneOf(['check', 'textbox'] as const)
    .required(),
  text: string()
    .max(ANNOTATION_TEXT_MAX, ANNOTATION_TEXT_TOO_LONG)
    .default('')
    .when('shape_type', {
      is: 'textbox',
      then: (schema) => schema.trim().required(ANNOTATION_TEXT_REQUIRED),
    }),
  style: object({
    color: string().oneOf(COLOR_NAMES, 'Choose black, red, green or blue').default('black'),
    font_size: number().oneOf([ANNOTATION_FONT_SIZE]).default(ANNOTATION_FONT_SIZE),
  }).default({}),
  /** In the page's own units, from its bottom left corner (as PDF coordinates run). */
  position_data: object({
    left: size,
    bottom: size,
    width: size,
    height: size,
    pageWidth: number().min(1).max(100_000).required(),
    pageHeight: number().min(1).max(100_000).required(),
  })
    .required()
    .test(
      'textbox-width',
      `A text box is ${TEXTBOX_WIDTH_MIN} to ${TEXTBOX_WIDTH_MAX} wide`,
      function (value) {
        const shape = (this.parent as { shape_type?: string }).shape_type;
        return (
          shape !== 'textbox' ||
          (value.width >= TEXTBOX_WIDTH_MIN && value.width <= TEXTBOX_WIDTH_MAX)
        );
      },
    ),
}).noUnknown();

export const saveAnnotationsSchema = object({
  annotations: array(annotationSchema.required())
    .max(MAX_ANNOTATIONS, `A file can have at most ${MAX_ANNOTATIONS} annotations`)
    .required('annotations is missing'),
}).noUnknown();
export type SaveAnnotationsInput = InferType<typeof saveAnnotationsSchema>;
export type AnnotationInput = SaveAnnotationsInput['annotations'][number];

/** An annotation as stored and shown (spec 3 §9: id, page, shape_type, text, style, position). */
export interface AnnotationDto extends AnnotationInput {
  created_at: string;
  updated_at: string;
}

export interface AnnotationsDto {
  annotations: AnnotationDto[];
}
