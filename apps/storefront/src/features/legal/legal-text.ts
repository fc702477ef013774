export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Reads a legal section's plain text: blocks are separated by blank lines; a block whose lines all
 * start with '- ' is a bullet list, any other block is a paragraph.
 */
export function legalBlocks(body: string): LegalBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): LegalBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}
