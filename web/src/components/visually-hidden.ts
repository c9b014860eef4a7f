// Styles for text read by screen readers only (a table's actions header, a label an icon says
// to everyone else). In sx, a width of 1 would be 100%, so the sizes are in px.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
