import { VOICE_MESSAGES } from './messages';

/**
 * LinkedIn's data export (Settings → Data privacy → Get a copy of your data) holds the member's
 * posts in Shares.csv: `Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility`, newest
 * first, the commentary quoted with its line breaks and doubled quotes inside.
 */

/**
 * The rows of a CSV text (RFC 4180): fields split on commas, quoted fields may hold commas, line
 * breaks and doubled quotes; rows end with CRLF, LF or CR; a byte-order mark is ignored. A quote
 * inside an unquoted field is kept as it is, and a quoted field left open runs to the end.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // Whether the current field has begun (so a trailing comma still makes an empty field).
  let rowHasContent = false;

  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
    rowHasContent = false;
  };

  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += char;
      i++;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      rowHasContent = true;
      i++;
    } else if (char === ',') {
      endField();
      rowHasContent = true;
      i++;
    } else if (char === '\r' || char === '\n') {
      // A blank line is no row.
      if (rowHasContent || field !== '' || row.length > 0) endRow();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += char;
      rowHasContent = true;
      i++;
    }
  }
  if (rowHasContent || field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * A commentary as real exports sometimes write it, each line wrapped in quotes once more and its
 * quotes doubled again (`"First line"`, `""` for a blank line, `"He said ""no"""`), unwrapped;
 * any other commentary as it is.
 */
function unwrapLines(commentary: string): string {
  const lines = commentary.split(/\r\n|\r|\n/);
  const wrapped = /^"(?:[^"]|"")*"$/;
  if (!lines.every((line) => wrapped.test(line))) return commentary;
  return lines.map((line) => line.slice(1, -1).replace(/""/g, '"')).join('\n');
}

export type SharesReading = { posts: string[]; error: null } | { posts: null; error: string };

/**
 * The posts' texts of a Shares.csv, non-empty and trimmed, in the file's order (newest first),
 * with line breaks as `\n`; or why the file is not one.
 */
export function readSharesCsv(text: string): SharesReading {
  const [header, ...rows] = parseCsv(text);
  const column = header?.findIndex((name) => name.trim() === 'ShareCommentary') ?? -1;
  if (!header || column < 0) return { posts: null, error: VOICE_MESSAGES.notShares };
  const posts = rows
    .map((row) =>
      unwrapLines(row[column] ?? '')
        .replace(/\r\n?/g, '\n')
        .trim(),
    )
    .filter((post) => post.length > 0);
  if (posts.length === 0) return { posts: null, error: VOICE_MESSAGES.noSharedPosts };
  return { posts, error: null };
}
