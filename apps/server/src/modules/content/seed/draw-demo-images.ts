// Draws the demo content's pictures (covers, logos, thumbnails, slides) as small SVG files into
// apps/web/public/images/content. Generated: run `npx tsx apps/server/src/modules/content/seed/draw-demo-images.ts`
// after changing the demo data; never edit the SVG files by hand. The output is deterministic.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CASES } from './cases.data.ts';
import { DEMO_CLIPS } from './help-articles.data.ts';
import { HELP_TREE } from './help-categories.data.ts';
import { NEWS } from './news.data.ts';
import { PARTNERS, SLIDES } from './site.data.ts';

const OUTPUT = path.resolve(import.meta.dirname, '../../../../../web/public/images/content');
const FONT = "font-family='Inter, Segoe UI, Helvetica, Arial, sans-serif'";

interface Palette {
  from: string;
  to: string;
  main: string;
  soft: string;
  accent: string;
}

const PALETTES: Readonly<Record<string, Palette>> = {
  blue: { from: '#eaf2ff', to: '#cfe0ff', main: '#1f5bc4', soft: '#d9eaff', accent: '#ffb547' },
  teal: { from: '#e6fbf6', to: '#c4f1e6', main: '#0f766e', soft: '#99f6e4', accent: '#ff7a59' },
  amber: { from: '#fff6e5', to: '#ffe3b0', main: '#b45309', soft: '#fde68a', accent: '#1f5bc4' },
  violet: { from: '#f1edff', to: '#ddd3ff', main: '#5b3fd1', soft: '#e4dcff', accent: '#2bb673' },
  coral: { from: '#fff0eb', to: '#ffd6c9', main: '#c2410c', soft: '#fed7aa', accent: '#0f766e' },
  slate: { from: '#f1f5f9', to: '#dbe3ee', main: '#334155', soft: '#e2e8f0', accent: '#ffb547' },
};

/** A small deterministic random generator (mulberry32), so the pictures never change between runs. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">${body}</svg>\n`;

function background(id: string, width: number, height: number, palette: Palette, seed: number): string {
  const random = randomFrom(seed);
  const circles = Array.from({ length: 4 }, () => {
    const r = Math.round((0.12 + random() * 0.22) * Math.max(width, height));
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${(0.18 + random() * 0.2).toFixed(2)}"/>`;
  }).join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>${circles}`;
}

// Motifs: small flat illustrations drawn in a 200×160 box, placed with a transform.
type Motif = (p: Palette) => string;

const MOTIFS: Readonly<Record<string, Motif>> = {
  dashboard: (p) =>
    `<rect x="10" y="10" width="180" height="130" rx="14" fill="#fff"/><rect x="10" y="10" width="180" height="26" rx="14" fill="${p.main}"/><rect x="10" y="26" width="180" height="10" fill="${p.main}"/><rect x="30" y="90" width="18" height="36" rx="3" fill="${p.soft}"/><rect x="58" y="72" width="18" height="54" rx="3" fill="${p.main}"/><rect x="86" y="82" width="18" height="44" rx="3" fill="${p.soft}"/><rect x="114" y="58" width="18" height="68" rx="3" fill="${p.main}"/><polyline points="30,66 70,54 108,62 150,44 172,48" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="172" cy="48" r="6" fill="${p.accent}"/><rect x="146" y="96" width="30" height="8" rx="4" fill="${p.soft}"/><rect x="146" y="112" width="22" height="8" rx="4" fill="${p.soft}"/>`,
  boxes: (p) =>
    `<rect x="20" y="80" width="74" height="60" rx="6" fill="${p.main}"/><rect x="52" y="80" width="10" height="24" fill="${p.soft}"/><rect x="104" y="80" width="74" height="60" rx="6" fill="${p.main}" opacity="0.85"/><rect x="136" y="80" width="10" height="24" fill="${p.soft}"/><rect x="62" y="20" width="74" height="60" rx="6" fill="${p.accent}"/><rect x="94" y="20" width="10" height="24" fill="#fff" opacity="0.7"/><rect x="12" y="140" width="176" height="8" rx="4" fill="${p.main}" opacity="0.3"/>`,
  phoneScan: (p) =>
    `<rect x="60" y="6" width="80" height="148" rx="14" fill="${p.main}"/><rect x="68" y="20" width="64" height="112" rx="6" fill="#fff"/>${[
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]
      .map((i) => `<rect x="${76 + i * 6}" y="52" width="${i % 3 === 0 ? 4 : 2}" height="40" fill="${p.main}"/>`)
      .join(
        '',
      )}<rect x="64" y="70" width="72" height="4" rx="2" fill="${p.accent}"/><circle cx="100" cy="143" r="4" fill="#fff"/><path d="M18 40h22M18 40v22M182 40h-22M182 40v22M18 120h22M18 120V98M182 120h-22M182 120V98" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  receipt: (p) =>
    `<path d="M52 8h96v136l-12-8-12 8-12-8-12 8-12-8-12 8-12-8-12 8z" fill="#fff"/><rect x="66" y="24" width="68" height="10" rx="5" fill="${p.main}"/>${[
      44, 58, 72, 86,
    ]
      .map((y, i) => `<rect x="66" y="${y}" width="${i % 2 ? 40 : 56}" height="6" rx="3" fill="${p.soft}"/>`)
      .join(
        '',
      )}<rect x="66" y="104" width="68" height="4" rx="2" fill="${p.main}" opacity="0.4"/><rect x="100" y="114" width="34" height="10" rx="5" fill="${p.accent}"/><circle cx="164" cy="44" r="20" fill="${p.accent}"/><path d="M155 44l6 6 12-12" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  storefront: (p) =>
    `<rect x="24" y="50" width="152" height="96" rx="6" fill="#fff"/>${[0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<path d="M${24 + i * 19} 30h19v22a9.5 9.5 0 0 1-19 0z" fill="${i % 2 ? '#fff' : p.main}"/>`)
      .join(
        '',
      )}<rect x="20" y="22" width="160" height="10" rx="4" fill="${p.main}"/><rect x="40" y="78" width="52" height="40" rx="4" fill="${p.soft}"/><rect x="110" y="78" width="46" height="68" rx="4" fill="${p.main}" opacity="0.85"/><circle cx="146" cy="114" r="3" fill="${p.accent}"/><rect x="14" y="144" width="172" height="8" rx="4" fill="${p.main}" opacity="0.3"/>`,
  truck: (p) =>
    `<rect x="14" y="40" width="110" height="76" rx="8" fill="${p.main}"/><path d="M124 62h36l24 28v26h-60z" fill="${p.main}" opacity="0.85"/><path d="M134 70h22l16 20h-38z" fill="#fff"/><circle cx="50" cy="120" r="16" fill="#1e293b"/><circle cx="50" cy="120" r="6" fill="#fff"/><circle cx="150" cy="120" r="16" fill="#1e293b"/><circle cx="150" cy="120" r="6" fill="#fff"/><rect x="30" y="58" width="56" height="10" rx="5" fill="${p.accent}"/><rect x="30" y="76" width="38" height="8" rx="4" fill="#fff" opacity="0.7"/>`,
  coins: (p) =>
    `${[0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="62" cy="${128 - i * 16}" rx="40" ry="12" fill="${p.accent}"/><ellipse cx="62" cy="${122 - i * 16}" rx="40" ry="12" fill="#ffd27a"/>`,
      )
      .join(
        '',
      )}<rect x="118" y="90" width="16" height="50" rx="3" fill="${p.soft}"/><rect x="142" y="70" width="16" height="70" rx="3" fill="${p.main}" opacity="0.7"/><rect x="166" y="44" width="16" height="96" rx="3" fill="${p.main}"/><path d="M112 64l26-22 18 12 28-32" stroke="${p.main}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M174 20h12v12" stroke="${p.main}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  people: (p) =>
    `<circle cx="70" cy="52" r="24" fill="${p.main}"/><path d="M26 140a44 44 0 0 1 88 0z" fill="${p.main}"/><circle cx="134" cy="62" r="20" fill="${p.accent}"/><path d="M98 140a36 36 0 0 1 72 0z" fill="${p.accent}"/><rect x="150" y="16" width="40" height="26" rx="8" fill="#fff"/><path d="M160 42l-4 10 12-10z" fill="#fff"/><circle cx="162" cy="29" r="3" fill="${p.main}"/><circle cx="170" cy="29" r="3" fill="${p.main}"/><circle cx="178" cy="29" r="3" fill="${p.main}"/>`,
  guide: (p) =>
    `<path d="M20 30c28-10 54-10 80 6v110c-26-16-52-16-80-6z" fill="#fff"/><path d="M180 30c-28-10-54-10-80 6v110c26-16 52-16 80-6z" fill="${p.soft}"/>${[
      52, 68, 84, 100,
    ]
      .map((y) => `<rect x="34" y="${y}" width="52" height="6" rx="3" fill="${p.main}" opacity="0.35"/>`)
      .join(
        '',
      )}<circle cx="140" cy="82" r="26" fill="${p.main}"/><text x="140" y="94" text-anchor="middle" font-size="34" font-weight="700" fill="#fff" ${FONT}>?</text>`,
  newspaper: (p) =>
    `<rect x="22" y="18" width="140" height="124" rx="8" fill="#fff"/><rect x="36" y="32" width="112" height="14" rx="4" fill="${p.main}"/><rect x="36" y="56" width="50" height="40" rx="4" fill="${p.soft}"/>${[
      56, 68, 80, 92, 106, 118,
    ]
      .map(
        (y, i) =>
          `<rect x="${i < 4 ? 96 : 36}" y="${y}" width="${i < 4 ? 52 : 112}" height="6" rx="3" fill="${p.main}" opacity="0.3"/>`,
      )
      .join(
        '',
      )}<path d="M150 120l20-26 14 10 12-30" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  tag: (p) =>
    `<path d="M40 30h70l60 60-56 56-60-60z" fill="${p.main}"/><circle cx="66" cy="56" r="10" fill="#fff"/><rect x="86" y="92" width="50" height="10" rx="5" transform="rotate(45 111 97)" fill="#fff" opacity="0.75"/><circle cx="160" cy="36" r="18" fill="${p.accent}"/><text x="160" y="43" text-anchor="middle" font-size="20" font-weight="700" fill="#fff" ${FONT}>%</text>`,
  calendar: (p) =>
    `<rect x="30" y="26" width="140" height="118" rx="12" fill="#fff"/><rect x="30" y="26" width="140" height="30" rx="12" fill="${p.main}"/><rect x="30" y="44" width="140" height="12" fill="${p.main}"/>${Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${44 + (i % 4) * 30}" y="${68 + Math.floor(i / 4) * 24}" width="20" height="14" rx="3" fill="${i === 6 ? p.accent : p.soft}"/>`,
    ).join(
      '',
    )}<rect x="58" y="16" width="8" height="22" rx="4" fill="${p.main}"/><rect x="134" y="16" width="8" height="22" rx="4" fill="${p.main}"/>`,
};

const place = (motif: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${motif}</g>`;

// Covers (640×360): a gradient, soft circles, a dotted band and the motif on the right.
function cover(id: string, palette: Palette, motif: Motif, seed: number, label: string): string {
  const random = randomFrom(seed * 7 + 3);
  const dots = Array.from({ length: 18 }, (_, i) => {
    const x = 40 + (i % 6) * 22;
    const y = 250 + Math.floor(i / 6) * 22;
    return `<circle cx="${x}" cy="${y}" r="3" fill="${palette.main}" opacity="${(0.15 + random() * 0.25).toFixed(2)}"/>`;
  }).join('');
  const bars = `<rect x="40" y="72" width="${150 + Math.round(random() * 90)}" height="18" rx="9" fill="${palette.main}" opacity="0.85"/><rect x="40" y="104" width="${110 + Math.round(random() * 60)}" height="12" rx="6" fill="${palette.main}" opacity="0.35"/><rect x="40" y="126" width="${90 + Math.round(random() * 70)}" height="12" rx="6" fill="${palette.main}" opacity="0.25"/>`;
  return svg(
    640,
    360,
    background(id, 640, 360, palette, seed) + bars + dots + place(motif(palette), 330, 60, 1.5),
    label,
  );
}

function write(relative: string, content: string): void {
  const file = path.join(OUTPUT, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const initials = (name: string) =>
  name
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

const SECTION_LOOKS: Readonly<Record<string, { palette: Palette; motif: Motif }>> = {
  'getting-started': { palette: PALETTES.blue as Palette, motif: MOTIFS.guide as Motif },
  inventory: { palette: PALETTES.teal as Palette, motif: MOTIFS.boxes as Motif },
  sales: { palette: PALETTES.coral as Palette, motif: MOTIFS.receipt as Motif },
  finance: { palette: PALETTES.amber as Palette, motif: MOTIFS.coins as Motif },
  account: { palette: PALETTES.violet as Palette, motif: MOTIFS.people as Motif },
};

const CLIP_LOOKS: Readonly<Record<string, { palette: Palette; motif: Motif }>> = {
  overview: { palette: PALETTES.blue as Palette, motif: MOTIFS.dashboard as Motif },
  'stock-in': { palette: PALETTES.teal as Palette, motif: MOTIFS.boxes as Motif },
  stocktake: { palette: PALETTES.violet as Palette, motif: MOTIFS.phoneScan as Motif },
  checkout: { palette: PALETTES.coral as Palette, motif: MOTIFS.receipt as Motif },
};

function drawHelp(): void {
  for (const [index, section] of (HELP_TREE.children ?? []).entries()) {
    const look = SECTION_LOOKS[section.alias];
    if (!look) throw new Error(`no look for help section ${section.alias}`);
    const name = section.texts['en-US'].name;
    write(
      `help/icon-${section.alias}.svg`,
      svg(
        64,
        64,
        `<rect width="64" height="64" rx="16" fill="${look.palette.main}"/>${place(look.motif({ ...look.palette, main: '#ffffff', soft: look.palette.soft }), 8, 12, 0.24)}`,
        name,
      ),
    );
    write(`help/thumb-${section.alias}.svg`, cover(`t${index}`, look.palette, look.motif, 100 + index, name));
  }
  for (const [index, clip] of DEMO_CLIPS.entries()) {
    const look = CLIP_LOOKS[clip];
    if (!look) throw new Error(`no look for clip ${clip}`);
    // A video's first frame: the motif in the middle and a play button over it.
    const play = `<circle cx="320" cy="180" r="40" fill="#0f172a" opacity="0.7"/><path d="M307 158l36 22-36 22z" fill="#fff"/>`;
    write(
      `help/video-${clip}.svg`,
      svg(
        640,
        360,
        background(`v${index}`, 640, 360, look.palette, 200 + index) +
          place(look.motif(look.palette), 170, 40, 1.75) +
          play,
        `Video: ${clip}`,
      ),
    );
  }
}

const NEWS_LOOKS: Readonly<Record<string, { palettes: Palette[]; motifs: Motif[] }>> = {
  'product-news': {
    palettes: [PALETTES.blue as Palette, PALETTES.violet as Palette],
    motifs: [MOTIFS.dashboard, MOTIFS.phoneScan, MOTIFS.receipt, MOTIFS.boxes, MOTIFS.tag] as Motif[],
  },
  'company-news': {
    palettes: [PALETTES.teal as Palette, PALETTES.slate as Palette],
    motifs: [MOTIFS.people, MOTIFS.calendar, MOTIFS.storefront, MOTIFS.newspaper] as Motif[],
  },
  'industry-news': {
    palettes: [PALETTES.amber as Palette, PALETTES.coral as Palette],
    motifs: [MOTIFS.newspaper, MOTIFS.coins, MOTIFS.truck, MOTIFS.storefront, MOTIFS.tag] as Motif[],
  },
};

function drawNews(): void {
  const counters = new Map<string, number>();
  for (const [index, item] of NEWS.entries()) {
    const look = NEWS_LOOKS[item.category];
    if (!look) throw new Error(`no look for ${item.category}`);
    const n = counters.get(item.category) ?? 0;
    counters.set(item.category, n + 1);
    const palette = look.palettes[n % look.palettes.length] as Palette;
    const motif = look.motifs[n % look.motifs.length] as Motif;
    const file = `news/cover-${String(index + 1).padStart(2, '0')}.svg`;
    write(file, cover(`n${index}`, palette, motif, 300 + index, item.texts['en-US'].title));
  }
}

const INDUSTRY_LOOKS: Readonly<Record<string, { palette: Palette; motif: Motif }>> = {
  retail: { palette: PALETTES.blue as Palette, motif: MOTIFS.storefront as Motif },
  wholesale: { palette: PALETTES.teal as Palette, motif: MOTIFS.truck as Motif },
  food: { palette: PALETTES.amber as Palette, motif: MOTIFS.storefront as Motif },
  apparel: { palette: PALETTES.violet as Palette, motif: MOTIFS.tag as Motif },
  'fresh-produce': { palette: PALETTES.teal as Palette, motif: MOTIFS.boxes as Motif },
  beauty: { palette: PALETTES.coral as Palette, motif: MOTIFS.people as Motif },
  electronics: { palette: PALETTES.slate as Palette, motif: MOTIFS.phoneScan as Motif },
  'building-materials': { palette: PALETTES.amber as Palette, motif: MOTIFS.boxes as Motif },
};

function drawCases(): void {
  for (const [index, demo] of CASES.entries()) {
    const look = INDUSTRY_LOOKS[demo.industry];
    if (!look) throw new Error(`no look for industry ${demo.industry}`);
    const name = demo.texts['en-US'].customer;
    write(`cases/${demo.slug}-cover.svg`, cover(`c${index}`, look.palette, look.motif, 400 + index, name));
    write(
      `cases/${demo.slug}-logo.svg`,
      svg(
        96,
        96,
        `<rect width="96" height="96" rx="24" fill="${look.palette.main}"/><circle cx="74" cy="22" r="10" fill="${look.palette.accent}"/><text x="48" y="60" text-anchor="middle" font-size="34" font-weight="700" fill="#fff" ${FONT}>${initials(name)}</text>`,
        name,
      ),
    );
  }
}

function drawPartners(): void {
  for (const [index, partner] of PARTNERS.entries()) {
    const random = randomFrom(500 + index);
    const shape =
      index % 3 === 0
        ? `<circle cx="44" cy="48" r="24" fill="${partner.color}"/><circle cx="44" cy="48" r="10" fill="#fff"/>`
        : index % 3 === 1
          ? `<rect x="20" y="24" width="48" height="48" rx="12" fill="${partner.color}"/><path d="M32 56l12-16 12 16z" fill="#fff"/>`
          : `<path d="M44 22l24 14v24L44 74 20 60V36z" fill="${partner.color}"/><rect x="36" y="40" width="16" height="16" rx="3" fill="#fff" opacity="${(0.7 + random() * 0.3).toFixed(2)}"/>`;
    const size = partner.mark.length > 11 ? 19 : 22;
    write(
      `partners/${partner.slug}.svg`,
      svg(
        240,
        96,
        `${shape}<text x="80" y="56" font-size="${size}" font-weight="700" fill="#1e293b" ${FONT}>${partner.mark}</text>`,
        partner.texts['en-US'].title,
      ),
    );
  }
}

const SLIDE_LOOKS: Readonly<Record<string, { palette: Palette; motifs: Motif[] }>> = {
  'home-stock': { palette: PALETTES.blue as Palette, motifs: [MOTIFS.dashboard, MOTIFS.boxes] as Motif[] },
  'home-stocktake': { palette: PALETTES.violet as Palette, motifs: [MOTIFS.phoneScan, MOTIFS.boxes] as Motif[] },
  'home-pos': { palette: PALETTES.coral as Palette, motifs: [MOTIFS.receipt, MOTIFS.tag] as Motif[] },
  'download-devices': { palette: PALETTES.teal as Palette, motifs: [MOTIFS.dashboard, MOTIFS.phoneScan] as Motif[] },
  'download-mobile': { palette: PALETTES.blue as Palette, motifs: [MOTIFS.phoneScan, MOTIFS.coins] as Motif[] },
  'help-banner': { palette: PALETTES.teal as Palette, motifs: [MOTIFS.guide, MOTIFS.people] as Motif[] },
  'news-banner': { palette: PALETTES.amber as Palette, motifs: [MOTIFS.newspaper, MOTIFS.calendar] as Motif[] },
  'case-banner': { palette: PALETTES.violet as Palette, motifs: [MOTIFS.storefront, MOTIFS.truck] as Motif[] },
};

// Slides leave the start side (desktop) or the top (phones) free for the title the page lays over them.
function drawSlides(): void {
  for (const [index, slide] of SLIDES.entries()) {
    const look = SLIDE_LOOKS[slide.image];
    if (!look) throw new Error(`no look for slide ${slide.image}`);
    const [first, second] = look.motifs as [Motif, Motif];
    const label = slide.texts['en-US'].imageAlt;
    write(
      `slides/${slide.image}.svg`,
      svg(
        1600,
        560,
        background(`s${index}`, 1600, 560, look.palette, 600 + index) +
          place(first(look.palette), 880, 90, 2.2) +
          place(second(look.palette), 1270, 250, 1.4),
        label,
      ),
    );
    write(
      `slides/${slide.image}-mobile.svg`,
      svg(
        750,
        900,
        background(`m${index}`, 750, 900, look.palette, 700 + index) +
          place(first(look.palette), 120, 430, 2.2) +
          place(second(look.palette), 470, 640, 1.2),
        label,
      ),
    );
  }
}

drawHelp();
drawNews();
drawCases();
drawPartners();
drawSlides();
console.log(`demo images written to ${OUTPUT}`);
