import type { ThemeConfig } from 'antd';

/**
 * The product's palette: every colour a reader must read, chosen for WCAG AA (4.5:1 for
 * normal text, issue 30). antd's defaults fall short: white on its primary blue is 4.1:1,
 * its secondary text 3.4:1 and its tag texts as low as 1.8:1 (gold) and 2.2:1 (green).
 * `app-theme.test.ts` computes the ratio of every pair and fails below 4.5.
 */
export const PALETTE = {
  /** antd blue-7: white on it 6.2:1, on white 6.2:1. */
  primary: '#0958d9',
  /** antd blue-8, blue-9: hover and press go darker, never paler than the resting button. */
  primaryHover: '#003eb3',
  primaryActive: '#002c8c',
  text: '#1f1f1f',
  /** 7.0:1 on white, 6.4:1 on the page background. */
  textSecondary: '#595959',
  /** Hints, captions and `type="secondary"` texts: 5.7:1 on white, 5.3:1 on the page. */
  textTertiary: '#666666',
  placeholder: '#6e6e6e',
  /** The signed-in page around the cards. */
  layoutBackground: '#f5f5f5',
  /**
   * Status colours double as the text of their tags and alerts, on antd's own pale
   * backgrounds (given here: antd would derive murky ones from the darker colours).
   */
  success: '#237804',
  successBackground: '#f6ffed',
  successBorder: '#b7eb8f',
  error: '#cf1322',
  errorBackground: '#fff2f0',
  errorBorder: '#ffccc7',
  warning: '#ad4e00',
  warningBackground: '#fffbe6',
  warningBorder: '#ffe58f',
  /** The dark sidebar and the phone menu drawer. */
  sidebar: '#001529',
} as const;

/**
 * The text colour of antd's preset tags (`<Tag color="green">`), which antd draws in the
 * colour's shade 7 on its shade 1. Where shade 7 is too pale, a darker shade of the same
 * colour: 8 for cyan, green, orange and volcano, 9 for gold, lime and yellow.
 */
export const TAG_TEXT_COLORS = {
  blue: '#0958d9',
  geekblue: '#1d39c4',
  purple: '#531dab',
  magenta: '#c41d7f',
  pink: '#c41d7f',
  red: '#cf1322',
  cyan: '#006d75',
  green: '#237804',
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  lime: '#3f6600',
  yellow: '#876800',
} as const;

export type TagColorName = keyof typeof TAG_TEXT_COLORS;

/**
 * Both spellings of shade 7: antd keeps `green7` and the legacy `green-7`, and both become the
 * one CSS variable `--ant-green-7`, the legacy key last, so overriding `green7` alone leaves
 * the tags in antd's pale default.
 */
const tagTextTokens = Object.fromEntries(
  Object.entries(TAG_TEXT_COLORS).flatMap(([name, color]) => [
    [`${name}7`, color],
    [`${name}-7`, color],
  ]),
) as Record<`${TagColorName}7` | `${TagColorName}-7`, string>;

/** The one antd theme of the app (app/providers.tsx). */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: PALETTE.primary,
    colorInfo: PALETTE.primary,
    colorLink: PALETTE.primary,
    colorSuccess: PALETTE.success,
    colorSuccessBg: PALETTE.successBackground,
    colorSuccessBorder: PALETTE.successBorder,
    colorError: PALETTE.error,
    colorErrorBg: PALETTE.errorBackground,
    colorErrorBorder: PALETTE.errorBorder,
    colorWarning: PALETTE.warning,
    colorWarningBg: PALETTE.warningBackground,
    colorWarningBorder: PALETTE.warningBorder,
    colorText: PALETTE.text,
    colorTextSecondary: PALETTE.textSecondary,
    colorTextTertiary: PALETTE.textTertiary,
    colorTextDescription: PALETTE.textTertiary,
    colorTextPlaceholder: PALETTE.placeholder,
    colorBgLayout: PALETTE.layoutBackground,
    ...tagTextTokens,
  },
  components: {
    Button: { colorPrimaryHover: PALETTE.primaryHover, colorPrimaryActive: PALETTE.primaryActive },
  },
};

/** The app theme for a reader who asked the system to reduce motion: antd animates nothing. */
export const APP_THEME_WITHOUT_MOTION: ThemeConfig = {
  ...APP_THEME,
  token: { ...APP_THEME.token, motion: false },
};
