// What a problem report says, as pure functions: the mailto address that opens the reader's mail
// client with the report prefilled (no server), and the heading a report is about. Used by the
// report form under every article, the code blocks' "Report" control and the failure screens.

/** What went wrong, as the form offers it; the value is what the mail says. */
export const reportReasons = ['A command failed', 'The page is outdated', 'Something is unclear', 'Other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export interface Report {
  title: string;
  /** The page's public address. */
  url: string;
  reason?: ReportReason;
  note?: string;
  /** The heading nearest to where the reader was, or above the code block reported. */
  heading?: string;
  /** The article's tested_with list. */
  testedWith?: readonly string[];
  /** The label of the system tab the reader chose ("Debian 12"; its value is in localStorage `docusaurus.tab.os`). */
  osTab?: string | null;
  /** The code block reported: its title or first line. */
  block?: string;
  /** A crash's error messages. */
  error?: string;
}

/**
 * The longest note a report takes: what every mail client accepts in a mailto link (the whole link
 * stays under 8,000 characters, where browsers, mail clients and the proxies of webmail start to cut
 * or refuse), in characters and, since a letter outside ASCII takes up to 9 once percent-encoded,
 * in encoded characters too. The form says so and stops there.
 */
export const NOTE_MAX = 2000;
export const NOTE_ENCODED_MAX = 5400;
/** The longest mailto link made: well under those 8,000. */
const MAILTO_MAX = 7000;

/** `note` cut, at a whole character, to NOTE_MAX characters and `encodedMax` encoded ones. */
export function fitNote(note: string, encodedMax = NOTE_ENCODED_MAX): string {
  if (note.length <= NOTE_MAX && encodeURIComponent(note).length <= encodedMax) return note;
  let out = '';
  let encoded = 0;
  for (const c of note) {
    const size = encodeURIComponent(c).length;
    if (out.length + c.length > NOTE_MAX || encoded + size > encodedMax) break;
    out += c;
    encoded += size;
  }
  return out;
}

/** `text` cut to `max` characters (for the lines a page supplies: an error message can be long). */
const cut = (text: string | undefined, max: number) =>
  text && text.length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

/** The subject and body of a report; the body's lines end in CRLF, as RFC 6068 asks of a mailto body. */
export function reportMessage(r: Report): {subject: string; body: string} {
  const lines = [
    `Page: ${cut(r.url, 300)}`,
    r.reason && `What went wrong: ${r.reason}`,
    r.heading && `Section: ${cut(r.heading, 120)}`,
    r.block && `Code block: ${cut(r.block, 80)}`,
    r.testedWith?.length && `Checked with: ${cut(r.testedWith.join(', '), 120)}`,
    r.osTab && `System tab chosen: ${cut(r.osTab, 40)}`,
    r.error && `Error: ${cut(r.error, 200)}`,
  ].filter(Boolean);
  const note = fitNote(r.note?.trim() ?? '');
  return {
    subject: `Problem with the help centre page: ${cut(r.title, 120)}`,
    body: `${lines.join('\r\n')}\r\n\r\n${note ? `Note:\r\n${note.replace(/\r?\n/g, '\r\n')}\r\n` : 'What is wrong or missing:\r\n'}`,
  };
}

/**
 * A mailto address to `to` with the report percent-encoded (encodeURIComponent) in subject and body,
 * at most MAILTO_MAX characters: when the page's own lines are long and non-ASCII, the note gives way.
 */
export function reportMailto(to: string, r: Report): string {
  const build = (note: string) => {
    const {subject, body} = reportMessage({...r, note});
    return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };
  let note = fitNote(r.note?.trim() ?? '');
  let href = build(note);
  while (href.length > MAILTO_MAX && note) {
    note = fitNote(note, Math.floor(encodeURIComponent(note).length - (href.length - MAILTO_MAX)) - 6);
    href = build(note);
  }
  return href;
}

/** The report as text to paste into a ticket or a webmail message: address, subject, body. */
export function reportText(to: string, r: Report): string {
  const {subject, body} = reportMessage(r);
  return `To: ${to}\nSubject: ${subject}\n\n${body.replace(/\r\n/g, '\n')}`;
}

/**
 * The text of the last heading whose top is at or above `line` (a y coordinate in the same frame as
 * the headings' tops): the section the reader was reading, or the one a code block belongs to.
 */
export function nearestHeading(headings: readonly {text: string; top: number}[], line: number): string | undefined {
  let found: string | undefined;
  for (const h of headings) if (h.top <= line) found = h.text;
  return found;
}

/** A code block named for a report: its title, or else its first non-empty line, cut to 80 characters. */
export function blockLabel(title: string | undefined, code: string): string {
  const text =
    title?.trim() ||
    code
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ||
    '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
