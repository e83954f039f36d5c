import type { Language } from '@freight/shared';

/** Spec section 9: the layout's sizes (the phone breakpoint is in lib/layout/use-is-mobile). */
export const MOBILE_DRAWER_WIDTH_PX = 250;
export const COLLAPSED_SIDEBAR_WIDTH_PX = 80;

/** The sidebar is 160 px wide in ru and zh and 220 px otherwise (spec section 9). */
export const SIDEBAR_WIDTH_PX: Record<Language, number> = { kz: 220, ru: 160, zh: 160, en: 220 };
