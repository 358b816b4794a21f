// How a search result's text is shown: small enough to load with every page, since the navbar
// box renders results (src/search/ResultText.tsx).

/** Result titles show as text: no emoji, zero-width or private-use characters, no replacement marks. */
export function cleanTitle(title: string): string {
  return (
    title
      // Alternatives, not one character class: a joiner or variation selector inside a class reads as
      // part of the character before it.
      .replace(/\p{Extended_Pictographic}|\p{Co}|\u200B|\u200C|\u200D|\u2060|\uFE0E|\uFE0F|\uFFFD/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export type Marked = {text: string; marked: boolean};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'"};

/**
 * Pagefind's excerpt is escaped text with <mark> around the matched words. It is split here into
 * plain pieces rendered as text, never as HTML, so a page's text cannot inject markup.
 */
export function parseExcerpt(excerpt: string): Marked[] {
  const pieces: Marked[] = [];
  const parts = excerpt.split(/(<mark>[\s\S]*?<\/mark>)/);
  for (const part of parts) {
    if (!part) continue;
    const marked = part.startsWith('<mark>');
    const text = (marked ? part.slice(6, -7) : part)
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]);
    if (text) pieces.push({text, marked});
  }
  return pieces;
}
