import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'navy',
  colors: {
    navy: ['#eaf0f7', '#cfdbea', '#a9bfd8', '#7f9fc4', '#5a82b1', '#3f6a9f', '#2f5888', '#1f3a5f', '#182f4d', '#10223a'],
    // Mantine's gray with a darker shade 6: "dimmed" text uses it and must stay readable (contrast ≥ 4.5 on white).
    gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#697077', '#495057', '#343a40', '#212529'],
  },
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  defaultRadius: 'md',
});
