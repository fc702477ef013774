/** Text-alignment icons drawn as lines (the old glyphs ⯇ ⯈ are missing from common fonts and showed as empty boxes). */
const LINES: Record<'left' | 'center' | 'right' | 'justify', [number, number][]> = {
  left: [
    [3, 21],
    [3, 15],
    [3, 21],
    [3, 13],
  ],
  center: [
    [3, 21],
    [6, 18],
    [3, 21],
    [7, 17],
  ],
  right: [
    [3, 21],
    [9, 21],
    [3, 21],
    [11, 21],
  ],
  justify: [
    [3, 21],
    [3, 21],
    [3, 21],
    [3, 21],
  ],
};

export function AlignIcon({ align }: { align: keyof typeof LINES }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {LINES[align].map(([x1, x2], i) => (
        <line key={i} x1={x1} x2={x2} y1={5 + i * 5} y2={5 + i * 5} />
      ))}
    </svg>
  );
}
