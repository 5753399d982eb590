import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'navy',
  colors: {
    navy: ['#eaf0f7', '#cfdbea', '#a9bfd8', '#7f9fc4', '#5a82b1', '#3f6a9f', '#2f5888', '#1f3a5f', '#182f4d', '#10223a'],
  },
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  defaultRadius: 'md',
});
