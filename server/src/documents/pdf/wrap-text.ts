/** What wrapping needs of a font: the width of a text at a size (pdf-lib's PDFFont has it). */
export interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

/** A word longer than the line, cut where it stops fitting (an e-mail, a long reference). */
function cutWord(word: string, font: Measure, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && font.widthOfTextAtSize(piece + ch, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * The lines a text takes at `width` points: broken at spaces, a word too long for a line cut, and
 * the text's own line breaks kept. A page lays each line under the last, so a long address takes
 * the room it needs instead of running into the next label (pdf-lib's maxWidth alone does not wrap).
 */
export function wrapText(text: string, font: Measure, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const tried = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(tried, size) <= width) {
        line = tried;
        continue;
      }
      if (line) lines.push(line);
      const pieces = font.widthOfTextAtSize(word, size) > width ? cutWord(word, font, size, width) : [word];
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}
