/**
 * Styles that keep text for screen readers only (read aloud, not shown). Sizes are strings:
 * in MUI's sx a bare 1 means 100%, which made the hidden text as wide as its container and,
 * right to left, pushed the page sideways.
 */
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
