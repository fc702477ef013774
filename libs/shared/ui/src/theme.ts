import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Rona's rose-peach brand colour, light to dark. */
const rona: MantineColorsTuple = [
  '#fff1ee', '#ffe1da', '#fbc2b4', '#f6a08b', '#f28369', '#ef7053', '#ee6647', '#d45538', '#bd4a31', '#a53d27',
];

export const theme = createTheme({
  primaryColor: 'rona',
  primaryShade: 7,
  colors: { rona },
  fontFamily: "'Poppins', 'Segoe UI', system-ui, -apple-system, sans-serif",
  headings: { fontFamily: "'Poppins', 'Segoe UI', system-ui, sans-serif", fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
