import type { CategoryId } from './categories';
import { SpanCollector } from './collector';
import { enabledFlags, type RedactOptions } from './options';
import { Renderer, renderRange, type RedactionSpan } from './render';
import { scannable } from './flat';
import { NameMemory } from './names';
import { scanText } from './scanner';

/** Characters of already-written text kept before the next round, so context words ('SSN:') still apply. */
export const LOOKBACK = 512;
/** Characters held back at the end of a round: longer than any match plus the look-ahead that decides it. */
export const OVERLAP = 4096;
/** A round runs once this many new characters are buffered. */
const DEFAULT_ROUND = 256 * 1024;

export type StreamOptions = RedactOptions & {
  /** Receives every redacted span with offsets in the whole stream. */
  onSpan?: (span: RedactionSpan) => void;
  roundChars?: number;
};

/**
 * Redacts text that arrives in pieces (a file read in chunks, standard input). Each round scans the
 * buffered text plus the tail of what was already written, writes out everything up to OVERLAP before
 * the end, and keeps the rest for the next round. Matches that cross a piece border are therefore found
 * exactly as in one pass (`redact`), and memory stays bounded by the round size.
 */
export class RedactionStream {
  private buf = '';
  /** Text pushed since the last round, joined onto `buf` when the round runs. */
  private pieces: string[] = [];
  private pending = 0;
  /** buf[0, written) was already written out; it is kept only as context. */
  private written = 0;
  /** Offset in the whole stream of buf[0]. */
  private base = 0;
  private openRun = false;
  private readonly enabled: boolean[];
  private readonly renderer: Renderer;
  private readonly roundChars: number;
  private charsIn = 0;
  /** Names found in earlier rounds, so a later mention is found as in one pass (decision 068). */
  private readonly names = new NameMemory();

  constructor(private readonly options: StreamOptions = {}) {
    this.enabled = enabledFlags(options.categories);
    this.renderer = new Renderer(options.consistent ?? false);
    this.roundChars = Math.max(OVERLAP * 2, options.roundChars ?? DEFAULT_ROUND);
  }

  /** Adds text; returns the redacted output that is final so far (often empty). */
  push(text: string): string {
    if (text.length === 0) return '';
    this.pieces.push(text);
    this.pending += text.length;
    this.charsIn += text.length;
    if (this.buf.length + this.pending - this.written < this.roundChars) return '';
    return this.round(false);
  }

  /** Flushes the rest. */
  end(): string {
    return this.round(true);
  }

  get redactionCount(): number {
    return this.renderer.redactionCount;
  }

  get categories(): CategoryId[] {
    return this.renderer.categories;
  }

  get counts(): Partial<Record<CategoryId, number>> {
    return this.renderer.countsByCategory;
  }

  get charactersRead(): number {
    return this.charsIn;
  }

  private round(final: boolean): string {
    // Joining the kept tail and the new pieces in one step gives a flat string (a copy), which the scanner
    // reads about a fifth faster than the rope `+=` builds, for a fraction of a copy's cost.
    const buf = this.pieces.length > 0 ? [this.buf, ...this.pieces].join('') : this.buf;
    this.pieces = [];
    this.pending = 0;
    this.buf = buf;
    const cut = final ? buf.length : buf.length - OVERLAP;
    if (cut <= this.written) return '';
    const collector = new SpanCollector(this.written, this.openRun);
    scanText(scannable(buf, true), collector, this.enabled, this.names, this.base);
    const { output, end } = renderRange(buf, collector, this.written, cut, cut, this.renderer, this.options.onSpan, this.base);
    // A digit run reaching the end of the buffer may go on in the next piece: it is cut there and the
    // next round masks the rest of it (see SpanCollector's clipOpenRun).
    const n = collector.size;
    this.openRun = !final && n > 0 && collector.ends[n - 1] === buf.length && end === buf.length;
    const keepFrom = Math.max(0, end - LOOKBACK);
    this.buf = buf.slice(keepFrom);
    this.base += keepFrom;
    this.written = end - keepFrom;
    return output;
  }
}
