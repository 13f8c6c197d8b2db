/*
 * The binary part of an index file: numbers as LEB128 varints (7 bits a byte, high bit = more bytes follow),
 * so the many small numbers of the postings take one byte each. Layout of a file, before gzip:
 * 4 bytes (big-endian) = length of the JSON header, the header (UTF-8), then three streams, each in the order of
 * the header's terms (like numbers side by side compress better than interleaved ones):
 * 1. per term, its site-wide section count and the number of its postings in this file (varints);
 * 2. per posting, the section id as the gap from the term's previous posting (varints);
 * 3. per posting, its code (see `postingCode`), one byte.
 * The header's `streams` gives the byte lengths of the first two.
 */

/** Where a term occurs in a section: its count in the text, and whether it is in the page title or the heading. */
export type Occurrence = {textCount: number; inTitle: boolean; inHeading: boolean};

// Counts above this add little to a saturated score, and keep the code in one byte.
const MAX_COUNT = 63;

export function postingCode({textCount, inTitle, inHeading}: Occurrence): number {
  return (Math.min(textCount, MAX_COUNT) << 2) | (inHeading ? 2 : 0) | (inTitle ? 1 : 0);
}

export function decodePostingCode(code: number): Occurrence {
  return {textCount: code >> 2, inHeading: (code & 2) !== 0, inTitle: (code & 1) !== 0};
}

export function writeVarint(bytes: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
}

/** A reader over varints; `position` is the next byte. */
export class VarintReader {
  position: number;

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
  ) {
    this.position = start;
  }

  next(): number {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.bytes[this.position]!;
      this.position += 1;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  }
}

/** Joins the JSON header and the byte streams into one file body. */
export function packIndex(header: unknown, streams: number[][]): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const body = new Uint8Array(4 + json.length + streams.reduce((total, stream) => total + stream.length, 0));
  new DataView(body.buffer).setUint32(0, json.length);
  body.set(json, 4);
  let offset = 4 + json.length;
  for (const stream of streams) {
    body.set(stream, offset);
    offset += stream.length;
  }
  return body;
}

/** Splits a file body into its parsed JSON header and the offset where the postings start. */
export function unpackIndex(body: Uint8Array): {header: unknown; postingsStart: number} {
  const length = new DataView(body.buffer, body.byteOffset, body.byteLength).getUint32(0);
  const header: unknown = JSON.parse(new TextDecoder().decode(body.subarray(4, 4 + length)));
  return {header, postingsStart: 4 + length};
}
