import { BREAKPOINTS } from '@glossa/contracts/limits';
import { type ThemeConfig, theme } from 'antd';

/** The one brand colour and every design token, for light and dark (docs/product.md §10). */
export const BRAND_COLOR = '#4754e6';

/**
 * The colours the contrast rules are checked on (theme.test.ts computes the ratios). `focus` is
 * the focus ring, `--glossa-focus` in global.css: 5.4:1 on the light page, 6.9:1 on the dark one
 * (WCAG 2.2 asks 3:1 of a focus indicator). `warningText`: a warning written as text, 6.8:1 on white
 * (Ant Design's gold #faad14 is 1.9:1); the dark theme's own gold reads at 8.9:1. `primaryHover`: a
 * primary button under the pointer keeps its white text at 4.5:1 or better (Ant Design's lighter
 * hover shades were 3.4:1 light, 4.0:1 dark): 7.1:1 light, 4.9:1 dark. `linkHover`: a link under
 * the pointer (Ant Design lightens it to #a1afff, 2.1:1 on white): 7.1:1 light, 9.2:1 dark.
 */
export const THEME_COLORS = {
  light: {
    focus: BRAND_COLOR,
    link: BRAND_COLOR,
    bgLayout: '#f7f8fb',
    bgContainer: '#ffffff',
    bgElevated: '#ffffff',
    text: '#1d2130',
    warningText: '#874d00',
    primaryHover: '#3a46d1',
    linkHover: '#3a46d1',
  },
  dark: {
    focus: '#8b95ff',
    link: '#8b95ff',
    bgLayout: '#111318',
    bgContainer: '#1a1d24',
    bgElevated: '#20242c',
    text: '#e8eaf0',
    warningText: '#d89614',
    primaryHover: '#5561e8',
    linkHover: '#a9b1ff',
  },
} as const;

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Hiragino Sans', 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans Arabic', 'Segoe UI Arabic', 'Noto Sans Thai', 'Leelawadee UI', sans-serif";

/** The product's breakpoints (docs/product.md §9); Ant Design's "Max" tokens end one pixel before the next step. */
const screens = {
  screenXS: BREAKPOINTS.xs,
  screenXSMin: BREAKPOINTS.xs,
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
  screenXLMax: BREAKPOINTS.xxl - 1,
  screenXXL: BREAKPOINTS.xxl,
  screenXXLMin: BREAKPOINTS.xxl,
};

/** The theme; `reducedMotion` (the reader's system setting) turns Ant Design's animations off. */
export function appTheme(dark: boolean, reducedMotion = false): ThemeConfig {
  const colors = THEME_COLORS[dark ? 'dark' : 'light'];
  return {
    cssVar: { key: 'glossa' },
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      ...screens,
      colorPrimary: BRAND_COLOR,
      colorInfo: BRAND_COLOR,
      colorLink: colors.link,
      colorLinkHover: colors.linkHover,
      colorPrimaryHover: colors.primaryHover,
      colorWarningText: colors.warningText,
      // Danger buttons and error texts: Ant Design's light red (#ff4d4f) is 3.3:1 on white; this one 5.6:1.
      ...(dark ? {} : { colorError: '#cf1322' }),
      colorBgLayout: colors.bgLayout,
      colorBgContainer: colors.bgContainer,
      colorBgElevated: colors.bgElevated,
      colorBorderSecondary: dark ? '#2a2e38' : '#e4e7ef',
      // Secondary texts kept at 4.5:1 contrast or better on every surface (WCAG AA).
      colorTextSecondary: dark ? '#a3a9b8' : '#5b6275',
      colorTextDescription: dark ? '#a3a9b8' : '#5b6275',
      colorTextTertiary: dark ? '#9aa0ae' : '#5f6679',
      // Placeholders too (antd's default is a quarter-opacity grey, under 3:1).
      colorTextPlaceholder: dark ? '#9aa0ae' : '#5f6679',
      borderRadius: 10,
      borderRadiusLG: 16,
      fontFamily: FONT_FAMILY,
      fontSize: 14,
      sizeUnit: 4,
      sizeStep: 4,
      padding: 16,
      paddingLG: 24,
      margin: 16,
      marginLG: 24,
      controlHeight: 36,
      motionDurationMid: '0.2s',
      motion: !reducedMotion,
    },
    components: {
      Layout: {
        headerHeight: 56,
        headerPadding: '0 16px',
        headerBg: dark ? '#111318' : '#f7f8fb',
        siderBg: dark ? '#15181e' : '#eef0f6',
        bodyBg: dark ? '#111318' : '#f7f8fb',
        footerBg: 'transparent',
      },
      Button: { primaryShadow: 'none' },
      // The selected tab in the link colour: the brand blue is under 3:1 on the dark surface.
      Tabs: { itemSelectedColor: dark ? '#8b95ff' : BRAND_COLOR, inkBarColor: dark ? '#8b95ff' : BRAND_COLOR },
    },
  };
}
