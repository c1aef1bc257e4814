import type { Motif, Palette } from './design';
import { escapeHtml, raw, type SafeHtml } from './html';
import { createRng, type Rng } from './seed';

/**
 * Abstract SVG artwork drawn from the palette and a seed: no images are fetched, nothing leaves the
 * page, and every business gets its own drawing. Coordinates are rounded to keep the markup small.
 */
const n = (v: number) => (Math.round(v * 10) / 10).toString();

type Canvas = { w: number; h: number; rng: Rng; p: Palette };

function orbits({ w, h, rng, p }: Canvas): string {
  const cx = w * (0.45 + rng.next() * 0.2);
  const cy = h * (0.4 + rng.next() * 0.2);
  const r = Math.min(w, h) * (0.3 + rng.next() * 0.08);
  const out = [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.primary}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.35)}" fill="none" stroke="${p.accent}" stroke-width="${n(r * 0.06)}"/>`,
    `<circle cx="${n(cx + r * 0.95)}" cy="${n(cy - r * 0.7)}" r="${n(r * 0.36)}" fill="${p.accent}"/>`,
    `<circle cx="${n(cx - r * 1.1)}" cy="${n(cy + r * 0.8)}" r="${n(r * 0.22)}" fill="${p.accentSoft}" stroke="${p.primary}" stroke-width="${n(r * 0.04)}"/>`,
  ];
  for (let i = 0; i < 6; i++) {
    const a = rng.next() * Math.PI * 2;
    const d = r * (1.6 + rng.next() * 0.4);
    out.push(`<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(r * 0.05 + rng.next() * r * 0.05)}" fill="${p.primary}"/>`);
  }
  return out.join('');
}

function waves({ w, h, rng, p }: Canvas): string {
  const colors = [p.accentSoft, p.accent, p.primary, p.heroBg];
  const out = [`<circle cx="${n(w * (0.2 + rng.next() * 0.6))}" cy="${n(h * 0.28)}" r="${n(h * 0.14)}" fill="${p.accent}"/>`];
  for (let i = 0; i < 4; i++) {
    const y = h * (0.42 + i * 0.15);
    const a = h * (0.05 + rng.next() * 0.07);
    const phase = rng.next() * w * 0.3;
    out.push(
      `<path d="M0 ${n(y)} C${n(w * 0.25 + phase)} ${n(y - a)} ${n(w * 0.5 - phase)} ${n(y + a)} ${n(w * 0.75)} ${n(y)} S${n(w)} ${n(y - a)} ${n(w)} ${n(y)} V${h} H0Z" fill="${colors[i]}"${i === 3 ? ' opacity="0.85"' : ''}/>`,
    );
  }
  return out.join('');
}

function blocks({ w, h, rng, p }: Canvas): string {
  const cols = 4;
  const rows = 3;
  const cw = w / cols;
  const ch = h / rows;
  const fills = [p.primary, p.accent, p.accentSoft, p.surface, p.heroBg];
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cw;
      const y = r * ch;
      const fill = rng.pick(fills);
      const shape = rng.int(0, 3);
      out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(cw)}" height="${n(ch)}" fill="${fill}"/>`);
      const other = fills[(fills.indexOf(fill) + 1 + rng.int(0, 2)) % fills.length];
      if (shape === 0) out.push(`<circle cx="${n(x + cw / 2)}" cy="${n(y + ch / 2)}" r="${n(Math.min(cw, ch) * 0.36)}" fill="${other}"/>`);
      if (shape === 1) out.push(`<path d="M${n(x)} ${n(y + ch)} A${n(cw)} ${n(ch)} 0 0 1 ${n(x + cw)} ${n(y)} V${n(y + ch)}Z" fill="${other}"/>`);
      if (shape === 2) out.push(`<path d="M${n(x)} ${n(y)} L${n(x + cw)} ${n(y + ch)} H${n(x)}Z" fill="${other}"/>`);
    }
  }
  return out.join('');
}

function arches({ w, h, rng, p }: Canvas): string {
  const count = rng.int(3, 4);
  const gap = w * 0.04;
  const aw = (w - gap * (count + 1)) / count;
  const fills = rng.shuffle([p.primary, p.accent, p.accentSoft, p.heroBg]);
  const out = [`<circle cx="${n(w * (0.25 + rng.next() * 0.5))}" cy="${n(h * 0.2)}" r="${n(h * 0.12)}" fill="${p.accent}"/>`];
  for (let i = 0; i < count; i++) {
    const x = gap + i * (aw + gap);
    const top = h * (0.3 + rng.next() * 0.25);
    const r = aw / 2;
    out.push(`<path d="M${n(x)} ${h} V${n(top + r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + aw)} ${n(top + r)} V${h}Z" fill="${fills[i % fills.length]}"/>`);
    out.push(`<path d="M${n(x + aw * 0.3)} ${h} V${n(top + r * 1.2)} A${n(r * 0.4)} ${n(r * 0.4)} 0 0 1 ${n(x + aw * 0.7)} ${n(top + r * 1.2)} V${h}Z" fill="${p.bg}" opacity="0.55"/>`);
  }
  return out.join('');
}

function peaks({ w, h, rng, p }: Canvas): string {
  const out = [`<circle cx="${n(w * (0.55 + rng.next() * 0.3))}" cy="${n(h * 0.3)}" r="${n(h * 0.15)}" fill="${p.accent}"/>`];
  const layers = [p.accentSoft, p.primary, p.heroBg];
  layers.forEach((fill, i) => {
    const base = h * (0.55 + i * 0.15);
    const pts = [`0,${h}`, `0,${n(base)}`];
    const steps = rng.int(3, 5);
    for (let s = 1; s <= steps; s++) {
      const x = (w / steps) * (s - 0.5 + (rng.next() - 0.5) * 0.4);
      pts.push(`${n(x)},${n(base - h * (0.12 + rng.next() * 0.22))}`);
    }
    pts.push(`${w},${n(base)}`, `${w},${h}`);
    out.push(`<polygon points="${pts.join(' ')}" fill="${fill}"${i === 2 ? ' opacity="0.9"' : ''}/>`);
  });
  return out.join('');
}

function grid({ w, h, rng, p }: Canvas): string {
  const out: string[] = [];
  const cols = 8;
  const rows = 5;
  const nodes: [number, number][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = (w / cols) * (c + 0.5);
      const y = (h / rows) * (r + 0.5);
      nodes.push([x, y]);
      out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(Math.min(w, h) * 0.008)}" fill="${p.border}"/>`);
    }
  }
  const path = rng.shuffle(nodes).slice(0, 5);
  out.push(`<polyline points="${path.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${p.accent}" stroke-width="${n(Math.min(w, h) * 0.012)}" stroke-linejoin="round"/>`);
  path.forEach(([x, y], i) => {
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(Math.min(w, h) * (i === 0 ? 0.07 : 0.03))}" fill="${i === 0 ? p.primary : p.accent}"/>`);
  });
  out.push(`<rect x="${n(w * 0.55)}" y="${n(h * 0.12)}" width="${n(w * 0.34)}" height="${n(h * 0.3)}" rx="${n(h * 0.03)}" fill="${p.primary}" opacity="0.9"/>`);
  out.push(`<rect x="${n(w * 0.59)}" y="${n(h * 0.19)}" width="${n(w * 0.2)}" height="${n(h * 0.04)}" rx="${n(h * 0.02)}" fill="${p.accentSoft}"/>`);
  out.push(`<rect x="${n(w * 0.59)}" y="${n(h * 0.27)}" width="${n(w * 0.12)}" height="${n(h * 0.04)}" rx="${n(h * 0.02)}" fill="${p.accent}"/>`);
  return out.join('');
}

const MOTIFS: Record<Motif, (c: Canvas) => string> = { orbits, waves, blocks, arches, peaks, grid };

export type ArtOptions = { width: number; height: number; background?: string; className?: string };

/** Decorative artwork (hidden from assistive technology: it carries no information). */
export function artwork(motif: Motif, seed: number, palette: Palette, options: ArtOptions): SafeHtml {
  const { width: w, height: h } = options;
  const body = MOTIFS[motif]({ w, h, rng: createRng(seed), p: palette });
  const bg = options.background ?? palette.surface;
  const cls = options.className ? ` class="${escapeHtml(options.className)}"` : '';
  return raw(
    `<svg${cls} viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true" focusable="false"><rect width="${w}" height="${h}" fill="${bg}"/>${body}</svg>`,
  );
}

const ICONS: Record<string, string> = {
  utensils: 'M7 3v8M4.5 3v4.5a2.5 2.5 0 0 0 5 0V3M7 11v10M17 21V3c-2.5 1.5-3.5 5-3.5 8h3.5',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z',
  bag: 'M5 8h14l-1.2 12H6.2L5 8zM9 10V6.5a3 3 0 0 1 6 0V10',
  palette: 'M12 3a9 9 0 1 0 0 18c1.4 0 2-.9 2-1.9 0-1.2-1-1.6-1-2.6 0-.9.8-1.5 1.7-1.5H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3zM7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  briefcase: 'M3.5 8h17v11h-17zM9 8V5h6v3M3.5 13h17',
  book: 'M4 19.5V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 19.5A2 2 0 0 0 6 21.5h14',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  check: 'M5 12.5l4.5 4.5L19 7',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2',
  mail: 'M3 6h18v12H3zM3 7l9 6.5L21 7',
  pin: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  phone: 'M5 3.5h3.5l1.8 4.6-2.4 1.6a11 11 0 0 0 6.4 6.4l1.6-2.4 4.6 1.8V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z',
};

export function icon(name: string, className = 'icon'): SafeHtml {
  const d = ICONS[name] ?? ICONS.star;
  return raw(
    `<svg class="${escapeHtml(className)}" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${d}"/></svg>`,
  );
}

/** The site's favicon: the business's initial on its primary colour. */
export function faviconSvg(name: string, palette: Palette, font: string): string {
  const initial = escapeHtml((Array.from(name.trim())[0] ?? '•').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${palette.primary}"/><text x="32" y="44" text-anchor="middle" font-family="${escapeHtml(font)}" font-size="36" font-weight="700" fill="${palette.onPrimary}">${initial}</text></svg>`;
}
