/** A PDF page as drawn: its size in its own units, and the pixels drawn per unit. */
export interface PageSize {
  width: number;
  height: number;
  scale: number;
}
