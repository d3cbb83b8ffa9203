import { open } from 'node:fs/promises';

/** What a file's first bytes say it is (its magic number); the name and the client's word count for nothing. */
export type SniffedKind = 'jpeg' | 'png' | 'gif' | 'pdf' | null;

/** PDF readers accept the header within the first kilobyte. */
const HEADER_BYTES = 1024;

export function sniff(head: Buffer): SniffedKind {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const six = head.subarray(0, 6).toString('latin1');
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  if (head.subarray(0, HEADER_BYTES).includes('%PDF-', 0, 'latin1')) return 'pdf';
  return null;
}

/** The first bytes of a file on disk. */
export async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
