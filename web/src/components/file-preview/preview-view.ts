// How a preview is viewed (spec 3 §9 "PDF viewer"): zoom from 0.5 to 3 in steps of 0.1, rotation
// in quarter turns; and which served types the dialog can show.
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;

/** The next zoom a step away, kept in range and to one decimal (0.1 steps add up unevenly). */
export const zoomed = (zoom: number, steps: number) =>
  Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round((zoom + steps * ZOOM_STEP) * 10) / 10));

export const rotated = (rotation: number) => (rotation + 90) % 360;

/** Images a browser shows (HEIC arrives here already made a JPEG by the server). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/avif', 'image/webp'];

export type PreviewKind = 'pdf' | 'image' | 'unsupported';

export const previewKind = (contentType: string): PreviewKind =>
  contentType === 'application/pdf'
    ? 'pdf'
    : IMAGE_TYPES.includes(contentType)
      ? 'image'
      : 'unsupported';

export const NOT_SUPPORTED = 'File type not supported yet';
