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
  /** The system tab the reader chose (localStorage `docusaurus.tab.os`). */
  osTab?: string | null;
  /** The code block reported: its title or first line. */
  block?: string;
  /** A crash's error messages. */
  error?: string;
}

/** The subject and body of a report; the body's lines end in CRLF, as RFC 6068 asks of a mailto body. */
export function reportMessage(r: Report): {subject: string; body: string} {
  const lines = [
    `Page: ${r.url}`,
    r.reason && `What went wrong: ${r.reason}`,
    r.heading && `Section: ${r.heading}`,
    r.block && `Code block: ${r.block}`,
    r.testedWith?.length && `Checked with: ${r.testedWith.join(', ')}`,
    r.osTab && `System tab chosen: ${r.osTab}`,
    r.error && `Error: ${r.error}`,
  ].filter(Boolean);
  const note = r.note?.trim();
  return {
    subject: `Problem with the help centre page: ${r.title}`,
    body: `${lines.join('\r\n')}\r\n\r\n${note ? `Note:\r\n${note.replace(/\r?\n/g, '\r\n')}\r\n` : 'What is wrong or missing:\r\n'}`,
  };
}

/** A mailto address to `to` with the report percent-encoded (encodeURIComponent) in subject and body. */
export function reportMailto(to: string, r: Report): string {
  const {subject, body} = reportMessage(r);
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
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
