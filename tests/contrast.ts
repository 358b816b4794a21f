// WCAG 2.1 contrast, shared by the tests that compute it themselves rather than through axe.

export type Rgb = {r: number; g: number; b: number};

/** A CSS colour as #rgb, #rrggbb or rgb()/rgba() (its alpha ignored), as 0–255 channels. */
export function parseColour(css: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!;
    const [r, g, b] = digits.map((d) => parseInt(d, 16));
    return {r, g, b};
  }
  const channels = /^rgba?\(([^)]*)\)$/
    .exec(css.trim())?.[1]
    .match(/[\d.]+/g)
    ?.map(Number);
  if (!channels || channels.length < 3) throw new Error(`not a colour this test reads: ${css}`);
  const [r, g, b] = channels;
  return {r, g, b};
}

/** The contrast ratio of two opaque colours (WCAG 2.1, relative luminance). */
export function contrastRatio(fg: Rgb, bg: Rgb): number {
  const luminance = ({r, g, b}: Rgb) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}
