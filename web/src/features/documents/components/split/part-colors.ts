// A colour per document of a split, shared by its card and its pages' thumbnails; dark shades, so
// white text on them keeps a 4.5:1 contrast.
import { blue, brown, deepOrange, green, indigo, pink, purple, teal } from '@mui/material/colors';

const COLORS = [
  blue[800],
  teal[800],
  deepOrange[900],
  purple[700],
  green[800],
  pink[800],
  indigo[700],
  brown[700],
];

export const partColor = (index: number): string => COLORS[index % COLORS.length]!;
