/**
 * A grey progressive JPEG written by hand with as many scans as asked (docs/decisions/262): one DC scan, then
 * `acScans` scans of coefficients 1-63 of the one component, each coding nothing but end-of-band runs over every
 * block (16 bytes a scan at 2000 × 2000). Decoders accept a repeated band with a warning and visit every block of
 * each scan, so the file costs CPU in proportion to scans × blocks while staying small. It decodes to flat grey.
 */

function bitWriter() {
  const bits: number[] = [];
  return {
    put(value: number, count: number) {
      for (let i = count - 1; i >= 0; i--) bits.push((value >> i) & 1);
    },
    /** Padded with one-bits, with a zero byte stuffed after every 0xFF, as entropy-coded data must be. */
    bytes(): number[] {
      while (bits.length % 8) bits.push(1);
      const out: number[] = [];
      for (let i = 0; i < bits.length; i += 8) {
        const byte = bits.slice(i, i + 8).reduce((n, bit) => (n << 1) | bit, 0);
        out.push(byte);
        if (byte === 0xff) out.push(0);
      }
      return out;
    },
  };
}

const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255, ...body];

export function manyScanJpeg(width: number, height: number, acScans: number): Uint8Array<ArrayBuffer> {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const dc = bitWriter();
  // DC table: one code ('0') for category 0, a difference of nothing: every block the same grey.
  for (let i = 0; i < blocks; i++) dc.put(0, 1);
  const ac = bitWriter();
  // AC table: a 4-bit code r for the symbol "end of band, run of 2^r + the next r bits" (r = 0..14).
  for (let left = blocks; left > 0; ) {
    const run = Math.min(left, 32767);
    const r = Math.floor(Math.log2(run));
    ac.put(r, 4);
    ac.put(run - (1 << r), r);
    left -= run;
  }
  const acScan = [...segment(0xda, [1, 1, 0x00, 1, 63, 0x00]), ...ac.bytes()];
  const head = [
    0xff, 0xd8,
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...segment(0xc2, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0]),
    ...segment(0xc4, [0x10, 0, 0, 0, 15, ...new Array(12).fill(0), ...Array.from({ length: 15 }, (_, r) => r << 4)]),
    ...segment(0xda, [1, 1, 0x00, 0, 0, 0x00]),
    ...dc.bytes(),
  ];
  const out = new Uint8Array(head.length + acScans * acScan.length + 2);
  out.set(head, 0);
  for (let i = 0; i < acScans; i++) out.set(acScan, head.length + i * acScan.length);
  out.set([0xff, 0xd9], out.length - 2);
  return out;
}
