import { storeImage, type Image } from '../modules/media/media.service.ts';
import { escapeXml } from '../lib/xml.ts';

/**
 * Artwork for the demo venue, drawn as SVG and stored through the media service (sharp renders
 * the SVG, then makes the WebP variants): no downloads, a few hundred milliseconds per image.
 */

export interface Palette {
  /** Gradient stops, top-left to bottom-right. */
  from: string;
  via: string;
  to: string;
  /** Decorations and the rule under the title. */
  accent: string;
  /** Title colour. */
  ink: string;
}

export const GOLD = '#9D7F52';
export const NAVY = '#0F1B2D';

export const PALETTES = {
  goldNavy: { from: '#C8A46B', via: GOLD, to: NAVY, accent: '#F3E3C3', ink: '#FFFBF2' },
  navy: { from: '#1E3A5F', via: '#14263F', to: '#070E18', accent: '#C8A46B', ink: '#F7EEDC' },
  terracotta: { from: '#D98C5F', via: '#A5533A', to: '#3A1C14', accent: '#F6D8B8', ink: '#FFF6EC' },
  jade: { from: '#6E9C84', via: '#2F5D4E', to: '#0F2420', accent: '#E4CF9E', ink: '#F4F1E6' },
  plum: { from: '#9C6B8E', via: '#5A3457', to: '#1C1026', accent: '#E9C98F', ink: '#FBF3EA' },
  amber: { from: '#F0C27B', via: '#C9823E', to: '#4B2A17', accent: '#FFF1D6', ink: '#FFFDF8' },
  dusk: { from: '#E39B7B', via: '#6B4C7A', to: '#142238', accent: '#F6D9A8', ink: '#FFF8EF' },
  ink: { from: '#3C3F46', via: '#1F2228', to: '#0A0B0D', accent: GOLD, ink: '#F5EFE3' },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

export type Motif =
  'stage' | 'garden' | 'gallery' | 'rooftop' | 'food' | 'workshop' | 'music' | 'festival' | 'arches';

export interface ArtOptions {
  title: string;
  subtitle?: string;
  kicker?: string;
  palette?: PaletteName | Palette;
  motif?: Motif;
  width?: number;
  height?: number;
  /** Varies the decoration so that images of one area do not look identical. */
  seed?: number;
  /** Decoration only (hero slides: the site sets its own caption over the picture). */
  textless?: boolean;
}

const FONT_SERIF = "'Noto Serif', 'DejaVu Serif', 'Liberation Serif', Georgia, serif";
const FONT_SANS = "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** A small deterministic generator, so the demo looks the same on every machine. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function motifSvg(motif: Motif, w: number, h: number, p: Palette, rnd: () => number): string {
  const a = p.accent;
  switch (motif) {
    case 'stage': {
      // Spotlight beams falling on a stage edge.
      const beams = [0.22, 0.5, 0.78]
        .map((x, i) => {
          const cx = w * (x + (rnd() - 0.5) * 0.06);
          return `<polygon points="${cx - 30},0 ${cx + 30},0 ${cx + 260 - i * 80},${h * 0.78} ${cx - 260 + i * 60},${h * 0.78}" fill="url(#beam)" />`;
        })
        .join('');
      return `${beams}<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#000" opacity="0.35"/><rect x="0" y="${h * 0.78}" width="${w}" height="4" fill="${a}" opacity="0.7"/>`;
    }
    case 'garden': {
      const leaves = Array.from({ length: 14 }, () => {
        const x = rnd() * w;
        const y = h * 0.35 + rnd() * h * 0.7;
        const r = 60 + rnd() * 160;
        const rot = rnd() * 180;
        return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.38}" transform="rotate(${rot} ${x} ${y})" fill="${a}" opacity="${0.06 + rnd() * 0.1}"/>`;
      }).join('');
      return `${leaves}<circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.12}" fill="${a}" opacity="0.25"/>`;
    }
    case 'gallery': {
      const frames = Array.from({ length: 4 }, (_, i) => {
        const fw = w * (0.12 + rnd() * 0.06);
        const fh = fw * (1.1 + rnd() * 0.4);
        const x = w * 0.5 + i * w * 0.12;
        const y = h * 0.18 + rnd() * h * 0.2;
        return `<rect x="${x}" y="${y}" width="${fw}" height="${fh}" fill="none" stroke="${a}" stroke-width="6" opacity="0.55"/><rect x="${x + 18}" y="${y + 18}" width="${fw - 36}" height="${fh - 36}" fill="${a}" opacity="${0.06 + rnd() * 0.12}"/>`;
      }).join('');
      return `${frames}<rect x="0" y="${h * 0.82}" width="${w}" height="2" fill="${a}" opacity="0.5"/>`;
    }
    case 'rooftop': {
      const stars = Array.from({ length: 60 }, () => {
        const x = rnd() * w;
        const y = rnd() * h * 0.55;
        return `<circle cx="${x}" cy="${y}" r="${1 + rnd() * 2.2}" fill="#fff" opacity="${0.3 + rnd() * 0.6}"/>`;
      }).join('');
      let x = 0;
      let skyline = `M0 ${h}`;
      while (x < w) {
        const bw = 50 + rnd() * 120;
        const bh = h * (0.12 + rnd() * 0.3);
        skyline += ` L${x} ${h - bh} L${x + bw} ${h - bh}`;
        x += bw;
      }
      skyline += ` L${w} ${h} Z`;
      return `${stars}<circle cx="${w * 0.78}" cy="${h * 0.22}" r="70" fill="${a}" opacity="0.8"/><path d="${skyline}" fill="#000" opacity="0.45"/>`;
    }
    case 'food': {
      const steam = [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${w * 0.66 + i * 70} ${h * 0.5} c -40 -60, 40 -100, 0 -170 s 40 -100, 0 -150" stroke="${a}" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.35"/>`,
        )
        .join('');
      return `${steam}<path d="M${w * 0.56} ${h * 0.55} h ${w * 0.32} a ${w * 0.16} ${w * 0.12} 0 0 1 -${w * 0.32} 0 z" fill="${a}" opacity="0.3"/><rect x="${w * 0.54}" y="${h * 0.55 - 6}" width="${w * 0.36}" height="10" rx="5" fill="${a}" opacity="0.55"/>`;
    }
    case 'workshop': {
      const shapes = Array.from({ length: 10 }, (_, i) => {
        const x = w * 0.45 + rnd() * w * 0.5;
        const y = rnd() * h;
        const s = 40 + rnd() * 120;
        return i % 2
          ? `<rect x="${x}" y="${y}" width="${s}" height="${s}" transform="rotate(${rnd() * 90} ${x} ${y})" fill="none" stroke="${a}" stroke-width="4" opacity="0.4"/>`
          : `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${a}" opacity="${0.08 + rnd() * 0.15}"/>`;
      }).join('');
      const grid = Array.from(
        { length: 12 },
        (_, i) =>
          `<line x1="${(w / 12) * i}" y1="0" x2="${(w / 12) * i}" y2="${h}" stroke="${a}" stroke-width="1" opacity="0.08"/>`,
      ).join('');
      return grid + shapes;
    }
    case 'music': {
      const waves = Array.from({ length: 5 }, (_, i) => {
        const y = h * (0.3 + i * 0.1);
        const amp = 30 + rnd() * 50;
        return `<path d="M0 ${y} C ${w * 0.25} ${y - amp}, ${w * 0.35} ${y + amp}, ${w * 0.5} ${y} S ${w * 0.75} ${y - amp}, ${w} ${y}" stroke="${a}" stroke-width="${2 + i}" fill="none" opacity="${0.15 + i * 0.06}"/>`;
      }).join('');
      return waves;
    }
    case 'festival': {
      const lanterns = Array.from({ length: 9 }, (_, i) => {
        const x = (w / 9) * i + w / 18;
        const y = h * 0.12 + Math.sin(i) * 30 + rnd() * 40;
        return `<line x1="${x}" y1="0" x2="${x}" y2="${y}" stroke="${a}" stroke-width="2" opacity="0.5"/><ellipse cx="${x}" cy="${y + 40}" rx="34" ry="46" fill="${a}" opacity="${0.35 + rnd() * 0.3}"/>`;
      }).join('');
      return lanterns;
    }
    default: {
      const arches = Array.from({ length: 5 }, (_, i) => {
        const x = w * 0.42 + i * w * 0.12;
        return `<path d="M${x} ${h} V ${h * 0.45} a ${w * 0.05} ${w * 0.05} 0 0 1 ${w * 0.1} 0 V ${h}" fill="none" stroke="${a}" stroke-width="5" opacity="0.35"/>`;
      }).join('');
      return arches;
    }
  }
}

/** A title in at most three lines of about `max` characters, broken at spaces. */
function wrapTitle(title: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines;
}

/** A 16:9 (by default) poster: gradient, motif, the title typeset with a gold rule. */
export function renderArt(options: ArtOptions): string {
  const w = options.width ?? 1600;
  const h = options.height ?? 900;
  const p: Palette =
    typeof options.palette === 'object' ? options.palette : PALETTES[options.palette ?? 'goldNavy'];
  const rnd = random((options.seed ?? 1) * 7919 + options.title.length * 31);
  // A long title (an event's) takes up to three lines rather than a size too small or past the edge.
  const perLine = (chars: number) => Math.round((chars * w) / 960);
  const lines = options.title.length > perLine(24) ? wrapTitle(options.title, perLine(18)) : [options.title];
  const titleSize = Math.round(
    Math.min(w / Math.max(8, Math.max(...lines.map((l) => l.length)) * 0.62), h * 0.13),
  );
  const subSize = Math.round(titleSize * 0.36);
  const x = Math.round(w * 0.07);
  const baseY = Math.round(h * 0.68);
  const lineY = (i: number) => baseY - (lines.length - 1 - i) * Math.round(titleSize * 1.12);
  const typography = `
  ${options.kicker ? `<text x="${x}" y="${lineY(0) - titleSize * 1.25}" font-family="${FONT_SANS}" font-size="${Math.round(subSize * 0.8)}" letter-spacing="${Math.round(subSize * 0.25)}" fill="${p.accent}">${escapeXml(options.kicker.toUpperCase())}</text>` : ''}
  ${lines.map((line, i) => `<text x="${x}" y="${lineY(i)}" font-family="${FONT_SERIF}" font-weight="bold" font-size="${titleSize}" fill="${p.ink}">${escapeXml(line)}</text>`).join('\n  ')}
  <rect x="${x}" y="${baseY + titleSize * 0.35}" width="${Math.round(w * 0.09)}" height="${Math.max(3, Math.round(h * 0.006))}" fill="${p.accent}"/>
  ${options.subtitle ? `<text x="${x}" y="${baseY + titleSize * 0.35 + subSize * 1.9}" font-family="${FONT_SANS}" font-size="${subSize}" letter-spacing="${Math.round(subSize * 0.08)}" fill="${p.ink}" opacity="0.88">${escapeXml(options.subtitle)}</text>` : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="0.55" stop-color="${p.via}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${motifSvg(options.motif ?? 'arches', w, h, p, rnd)}
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
  ${options.textless ? '' : typography}
</svg>`;
}

/** The VENUE wordmark with a gold arch emblem; `light` for the dark translucent header. */
export function renderLogo(variant: 'header' | 'footer'): string {
  const ink = variant === 'header' ? '#FFFFFF' : GOLD;
  const sub = variant === 'header' ? '#E8D9BC' : GOLD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="144" viewBox="0 0 480 144">
  <g transform="translate(16 20)">
    <path d="M8 104 V 52 a 44 44 0 0 1 88 0 V 104" fill="none" stroke="${GOLD}" stroke-width="8"/>
    <path d="M30 104 V 58 a 22 22 0 0 1 44 0 V 104" fill="none" stroke="${variant === 'header' ? '#F3E3C3' : NAVY}" stroke-width="6"/>
    <circle cx="52" cy="30" r="6" fill="${GOLD}"/>
    <rect x="0" y="100" width="104" height="6" fill="${GOLD}"/>
  </g>
  <text x="142" y="86" font-family="${FONT_SERIF}" font-weight="bold" font-size="68" letter-spacing="10" fill="${ink}">VENUE</text>
  <text x="146" y="118" font-family="${FONT_SANS}" font-size="17" letter-spacing="6" fill="${sub}">HÀ NỘI · SINCE 2012</text>
</svg>`;
}

/** Renders and stores one artwork; the answer is the Image to put on an entity. */
export function demoImage(options: ArtOptions, filename?: string): Promise<Image> {
  const svg = renderArt(options);
  return storeImage(Buffer.from(svg), filename ?? `${options.title}.svg`, { createdBy: 'demo' });
}

export function demoLogo(variant: 'header' | 'footer'): Promise<Image> {
  return storeImage(Buffer.from(renderLogo(variant)), `venue-logo-${variant}.svg`, { createdBy: 'demo' });
}
