/** The navbar's text buttons; the current page gets a tinted background and an underline. */
export const navButtonSx = {
  px: 1.5,
  whiteSpace: 'nowrap',
  borderRadius: 2,
  '&.active': { bgcolor: 'rgba(255, 255, 255, 0.16)', boxShadow: 'inset 0 -3px 0 #ffd166' },
} as const;
