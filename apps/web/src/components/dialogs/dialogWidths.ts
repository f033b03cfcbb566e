import { DIALOG_WIDTHS_PX } from '@asperity/contract';

/** Spec part 1 §2: dialog widths 320 default, 480 wide, 560 large (CSS pixels). */
export const dialogWidths = DIALOG_WIDTHS_PX;

export type DialogWidth = keyof typeof dialogWidths;
