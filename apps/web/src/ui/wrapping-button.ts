import type { CSSProperties } from 'react';

/**
 * A button whose label may take two lines. Kazakh labels ("Қол қойылған данасын жүктеп алу")
 * are wider than a 375 px phone leaves a button; on one line they push the page sideways.
 */
export const WRAPPING_BUTTON_STYLE: CSSProperties = {
  whiteSpace: 'normal',
  height: 'auto',
  maxWidth: '100%',
  textAlign: 'start',
};
