/** Named colour sets for generated images, so content files pick a mood instead of raw hex codes. */
import type { ImageStyle } from './types';

const style = (from: string, to: string, accent: string): ImageStyle => ({ from, to, accent });

export const PALETTE = {
  rose: style('#fbe3dc', '#f4c9bd', '#d98a7a'),
  blush: style('#fde8ec', '#f7cfd8', '#c9607a'),
  sage: style('#e3f0ea', '#c8e2d6', '#5f9c86'),
  mint: style('#e0f5ef', '#bfe8dc', '#3f9c86'),
  peach: style('#fff0e3', '#fbd6bb', '#e08a5a'),
  honey: style('#fdf1d8', '#f6dcae', '#d1912a'),
  lavender: style('#ece9f9', '#d3cdf0', '#7d73c9'),
  sky: style('#e2eef7', '#c4dcef', '#4f86b8'),
  ocean: style('#dff1f5', '#b9e0ea', '#2f8aa3'),
  clay: style('#f5e7dd', '#e8cbb6', '#b0765a'),
  sand: style('#f7f1e6', '#eadcc4', '#a88a5c'),
  plum: style('#f3e4ef', '#e2c4da', '#8f4f7d'),
  coral: style('#ffe9e4', '#ffc9bd', '#e4644f'),
  matcha: style('#eef3df', '#d8e5b8', '#7f9a3f'),
  charcoal: style('#ececee', '#d2d2d8', '#4a4a57'),
  lemon: style('#fffbe0', '#fbefa6', '#c7a51c'),
} satisfies Record<string, ImageStyle>;
