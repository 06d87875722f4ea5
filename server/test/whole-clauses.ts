/**
 * The whole pieces a narration is made of (issue 27, the fitting never chops a phrase): its
 * sentences, split again where a clause may be cut off (a colon, a semicolon, a dash, "then", a
 * comma before a conjunction or "says"), each lower-cased without punctuation or filler words. A
 * bare comma is not a split ("warm, even light" is one piece), so a phrase cut at one is no piece.
 */
function wholePiecesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["”’]?)\s+|:\s+|;\s+|\s+[—–-]\s+|,?\s+then\s+|,\s+(?=(?:and|but|so|yet|or|which|while|because|says|said)\s)/i)
    .map((piece) =>
      piece
        .toLowerCase()
        .replace(/\b(?:really|just|simply|actually|truly|literally|totally|very)\s+/g, '')
        .replace(/[^\p{L}\p{N}$€£¥.\s-]+/gu, '')
        .replace(/(?<!\d)\.|\.(?!\d)/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** True when every piece of `shorter` is a whole piece of one of `sources`, in the order `sources` says them. */
export function isMadeOfWholePieces(shorter: string, ...sources: string[]): boolean {
  for (const source of sources) {
    const pieces = wholePiecesOf(source);
    let at = 0;
    const ok = wholePiecesOf(shorter).every((piece) => {
      const found = pieces.indexOf(piece, at);
      if (found < 0) return false;
      at = found + 1;
      return true;
    });
    if (ok) return true;
  }
  return false;
}
