import type { ThemeConfig } from 'antd';

/** Brand colours chosen for WCAG AA contrast on white. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#4338ca',
    colorInfo: '#4338ca',
    colorSuccess: '#15803d',
    colorError: '#b91c1c',
    colorWarning: '#b45309',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 10,
    fontFamily:
      "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Card: { borderRadiusLG: 14 },
  },
};
