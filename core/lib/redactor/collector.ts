import { CATEGORY_IDS, PRIORITY, type CategoryId } from './categories';

const PRIORITY_BY_INDEX = Int32Array.from(CATEGORY_IDS.map((id) => PRIORITY[id]));
const LONG_NUMBER = CATEGORY_IDS.indexOf('long_number');

/**
 * Collects candidate matches and keeps them sorted and non-overlapping as they arrive.
 * Candidates come in (almost) left to right, so resolving against the tail of the list is amortised
 * constant time: every candidate has a bounded length except long digit runs, which never overlap
 * another candidate (the scanner consumes them whole). Storage is typed arrays grown by doubling.
 */
export class SpanCollector {
  starts = new Int32Array(256);
  ends = new Int32Array(256);
  cats = new Uint8Array(256);
  /** 1 when a span was cut at `floor` (the rest of it was written by an earlier streaming round). */
  clipped = new Uint8Array(256);
  size = 0;

  /**
   * @param floor candidates that start before this offset were decided earlier (streaming) and are dropped,
   * @param clipOpenRun except a long digit run still open at the previous round's end: it is cut to `floor`.
   */
  constructor(
    private readonly floor = 0,
    private readonly clipOpenRun = false,
  ) {}

  private grow(): void {
    const cap = this.starts.length * 2;
    const starts = new Int32Array(cap);
    starts.set(this.starts);
    const ends = new Int32Array(cap);
    ends.set(this.ends);
    const cats = new Uint8Array(cap);
    cats.set(this.cats);
    const clipped = new Uint8Array(cap);
    clipped.set(this.clipped);
    this.starts = starts;
    this.ends = ends;
    this.cats = cats;
    this.clipped = clipped;
  }

  add(start: number, end: number, cat: number): void {
    if (!(end > start)) return; // also refuses NaN offsets
    let clipped = 0;
    if (start < this.floor) {
      if (end <= this.floor || !this.clipOpenRun || cat !== LONG_NUMBER) return;
      start = this.floor;
      clipped = 1;
    }
    const len = this.size;
    if (len === 0 || this.ends[len - 1] <= start) {
      if (len === this.starts.length) this.grow();
      this.starts[len] = start;
      this.ends[len] = end;
      this.cats[len] = cat;
      this.clipped[len] = clipped;
      this.size = len + 1;
      return;
    }
    // Stored spans are sorted and disjoint, so the ones overlapping [start, end) form one run [lo, hi).
    const { starts, ends, cats } = this;
    let hi = len;
    while (hi > 0 && starts[hi - 1] >= end) hi--;
    let lo = hi;
    const p = PRIORITY_BY_INDEX[cat];
    while (lo > 0 && ends[lo - 1] > start) {
      lo--;
      const q = PRIORITY_BY_INDEX[cats[lo]];
      if (q > p || (q === p && ends[lo] - starts[lo] >= end - start)) return;
    }
    // Replace [lo, hi) by the newcomer: shift the tail by 1 - (hi - lo).
    if (hi - lo === 0 && len === this.starts.length) this.grow();
    const shift = 1 - (hi - lo);
    if (shift !== 0) {
      this.starts.copyWithin(hi + shift, hi, len);
      this.ends.copyWithin(hi + shift, hi, len);
      this.cats.copyWithin(hi + shift, hi, len);
      this.clipped.copyWithin(hi + shift, hi, len);
    }
    this.starts[lo] = start;
    this.ends[lo] = end;
    this.cats[lo] = cat;
    this.clipped[lo] = clipped;
    this.size = len + shift;
  }

  category(k: number): CategoryId {
    return CATEGORY_IDS[this.cats[k]];
  }
}
