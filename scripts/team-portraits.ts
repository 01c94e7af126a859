/**
 * Draws the landing page's team portraits: flat illustrated busts in the site's palette, written
 * as SVG and rasterised with sharp into small WebP files the web app ships as static assets.
 * Deterministic: rerunning it gives the same pictures.
 *
 *   npx tsx scripts/team-portraits.ts                 # writes apps/web/src/features/landing/assets/team/*.webp
 *   npx tsx scripts/team-portraits.ts --preview out.png  # also a contact sheet to look at
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'apps/web/src/features/landing/assets/team');
/** Shown at 64–80 CSS px; twice that for high-density screens. */
const SIZE = 176;

type Hair = 'short' | 'side-part' | 'long' | 'bun' | 'bob' | 'curly' | 'bald';

interface Portrait {
  slug: string;
  background: [string, string];
  skin: string;
  hair: Hair;
  hairColor: string;
  clothes: string;
  collar: 'shirt' | 'turtleneck' | 'blouse' | 'tee';
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
}

const PORTRAITS: Portrait[] = [
  {
    slug: 'helena-marsh',
    background: ['#efe4cf', '#d9c39a'],
    skin: '#f1c9a5',
    hair: 'bun',
    hairColor: '#5b3a29',
    clothes: '#1f2433',
    collar: 'blouse',
    earrings: true,
  },
  {
    slug: 'viktor-andersen',
    background: ['#dfe6e1', '#b5c4b9'],
    skin: '#e8b892',
    hair: 'side-part',
    hairColor: '#b9b2a6',
    clothes: '#3b4a5e',
    collar: 'shirt',
    beard: true,
  },
  {
    slug: 'irina-volkova',
    background: ['#f0dcd2', '#d7ab98'],
    skin: '#f3d0b4',
    hair: 'bob',
    hairColor: '#2b2024',
    clothes: '#6b2f3a',
    collar: 'turtleneck',
    glasses: true,
  },
  {
    slug: 'tomas-ribeiro',
    background: ['#e7e1d3', '#c8bc9f'],
    skin: '#c98e66',
    hair: 'curly',
    hairColor: '#2a1d17',
    clothes: '#5a6b4e',
    collar: 'shirt',
  },
  {
    slug: 'daniel-okafor',
    background: ['#dde3ec', '#aebbd0'],
    skin: '#8d5a3b',
    hair: 'short',
    hairColor: '#1c1412',
    clothes: '#15171f',
    collar: 'tee',
    glasses: true,
  },
  {
    slug: 'mei-lin',
    background: ['#ece6da', '#cfc1a3'],
    skin: '#f0cfae',
    hair: 'long',
    hairColor: '#1d1a1c',
    clothes: '#c9a45c',
    collar: 'tee',
  },
];

/** A colour moved towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(n >> 16)}${channel((n >> 8) & 255)}${channel(n & 255)}`;
}

/** Hair drawn behind the head (what falls to the neck and shoulders). */
function hairBack(p: Portrait): string {
  const c = p.hairColor;
  switch (p.hair) {
    case 'long':
      return `<path d="M62 98 C58 60 78 44 100 44 C122 44 142 60 138 98 L144 156 C128 166 72 166 56 156 Z" fill="${c}"/>`;
    case 'bob':
      return `<path d="M64 96 C60 58 80 46 100 46 C120 46 140 58 136 96 L138 126 C124 132 76 132 62 126 Z" fill="${c}"/>`;
    case 'bun':
      return `<circle cx="100" cy="46" r="15" fill="${c}"/>`;
    case 'curly':
      return [
        [72, 70, 12],
        [82, 56, 13],
        [100, 50, 14],
        [118, 56, 13],
        [128, 70, 12],
        [68, 86, 9],
        [132, 86, 9],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`)
        .join('');
    default:
      return '';
  }
}

/** Hair drawn over the head (crown and fringe). */
function hairFront(p: Portrait): string {
  const c = p.hairColor;
  const sheen = `<path d="M84 60 C92 55 104 54 112 57" stroke="${shade(c, 0.25)}" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.6"/>`;
  switch (p.hair) {
    case 'short':
      return `<path d="M69 90 C66 62 82 52 100 52 C118 52 134 62 131 90 C128 80 124 72 116 70 C106 67 92 67 84 70 C76 73 72 80 69 90 Z" fill="${c}"/>`;
    case 'side-part':
      return `<path d="M69 92 C64 62 82 50 102 50 C122 50 136 62 131 92 C129 80 126 72 120 68 C108 72 92 70 82 64 C76 72 72 80 69 92 Z" fill="${c}"/>${sheen}`;
    case 'long':
      return `<path d="M68 96 C66 62 84 52 100 52 C118 52 134 62 132 96 C128 78 120 68 104 64 C98 74 84 80 68 96 Z" fill="${c}"/>${sheen}`;
    case 'bob':
      return `<path d="M68 94 C66 62 84 52 100 52 C118 52 134 62 132 94 C130 82 124 74 118 72 L82 72 C76 74 70 82 68 94 Z" fill="${c}"/>${sheen}`;
    case 'bun':
      return `<path d="M69 92 C66 62 84 54 100 54 C116 54 134 62 131 92 C128 78 118 68 100 68 C82 68 72 78 69 92 Z" fill="${c}"/>${sheen}`;
    case 'curly':
      return [
        [76, 74, 9],
        [86, 64, 10],
        [100, 62, 10],
        [114, 64, 10],
        [124, 74, 9],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`)
        .join('');
    case 'bald':
      return '';
  }
}

function collar(p: Portrait): string {
  const neck = shade(p.skin, -0.12);
  switch (p.collar) {
    case 'shirt':
      return `<path d="M84 140 L100 166 L116 140 Z" fill="#f7f3ea"/>
        <path d="M84 140 L97 168 L88 200 L74 200 L80 160 Z" fill="${shade(p.clothes, -0.14)}"/>
        <path d="M116 140 L103 168 L112 200 L126 200 L120 160 Z" fill="${shade(p.clothes, -0.14)}"/>`;
    case 'turtleneck':
      return `<rect x="82" y="128" width="36" height="22" rx="9" fill="${shade(p.clothes, 0.08)}"/>
        <path d="M84 136 H116 M84 142 H116" stroke="${shade(p.clothes, -0.15)}" stroke-width="1.5"/>`;
    case 'blouse':
      return `<path d="M82 140 C90 152 110 152 118 140 L118 146 C110 160 90 160 82 146 Z" fill="#f7f3ea"/>
        <path d="M88 144 C94 150 106 150 112 144 L100 158 Z" fill="${neck}"/>`;
    case 'tee':
      return `<path d="M84 141 C90 152 110 152 116 141" fill="${neck}" stroke="${shade(p.clothes, -0.2)}" stroke-width="3"/>`;
  }
}

function portraitSvg(p: Portrait): string {
  const skinShadow = shade(p.skin, -0.14);
  const line = shade(p.skin, -0.45);
  const [light, dark] = p.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="24 30 152 152">
  <defs>
    <radialGradient id="bg" cx="30%" cy="25%" r="90%">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(p.clothes, 0.12)}"/>
      <stop offset="1" stop-color="${shade(p.clothes, -0.12)}"/>
    </linearGradient>
    <clipPath id="face"><ellipse cx="100" cy="94" rx="30" ry="36"/></clipPath>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>
  </defs>
  <rect width="200" height="200" fill="url(#bg)"/>
  <!-- A gilded frame behind the sitter: the gallery wall. -->
  <rect x="118" y="22" width="64" height="78" rx="2" fill="none" stroke="#c9a45c" stroke-width="3" opacity="0.55"/>
  <rect x="126" y="30" width="48" height="62" fill="${shade(dark, -0.06)}" opacity="0.45"/>
  ${hairBack(p)}
  <path d="M20 200 C24 162 58 144 100 144 C142 144 176 162 180 200 Z" fill="url(#body)"/>
  <rect x="87" y="112" width="26" height="36" rx="11" fill="${skinShadow}"/>
  ${collar(p)}
  <ellipse cx="70.5" cy="98" rx="5.5" ry="8.5" fill="${skinShadow}"/>
  <ellipse cx="129.5" cy="98" rx="5.5" ry="8.5" fill="${skinShadow}"/>
  ${p.earrings ? `<circle cx="70" cy="109" r="2.6" fill="#c9a45c"/><circle cx="130" cy="109" r="2.6" fill="#c9a45c"/>` : ''}
  <ellipse cx="100" cy="94" rx="30" ry="36" fill="${p.skin}"/>
  <g clip-path="url(#face)">
    <ellipse cx="134" cy="100" rx="16" ry="44" fill="${skinShadow}" opacity="0.7" filter="url(#soft)"/>
    ${p.beard ? `<path d="M70 96 C72 128 86 134 100 134 C114 134 128 128 130 96 C126 112 118 118 100 118 C82 118 74 112 70 96 Z" fill="${p.hairColor}"/>` : ''}
  </g>
  ${hairFront(p)}
  <path d="M83 87 Q89 83.5 95 86.5" stroke="${shade(p.hairColor, p.hair === 'bald' ? -0.3 : 0)}" stroke-width="2.6" fill="none" stroke-linecap="round"/>
  <path d="M105 86.5 Q111 83.5 117 87" stroke="${shade(p.hairColor, p.hair === 'bald' ? -0.3 : 0)}" stroke-width="2.6" fill="none" stroke-linecap="round"/>
  <ellipse cx="89" cy="96" rx="2.8" ry="3.2" fill="#221a17"/>
  <ellipse cx="111" cy="96" rx="2.8" ry="3.2" fill="#221a17"/>
  <circle cx="90" cy="95" r="0.9" fill="#fff" opacity="0.8"/>
  <circle cx="112" cy="95" r="0.9" fill="#fff" opacity="0.8"/>
  ${
    p.glasses
      ? `<g fill="none" stroke="#2a2622" stroke-width="2"><rect x="79" y="88.5" width="20" height="15" rx="6"/><rect x="101" y="88.5" width="20" height="15" rx="6"/><path d="M99 94 Q100 92.5 101 94 M79 94 L71 92 M121 94 L129 92"/></g>`
      : ''
  }
  <path d="M100 99 Q97 108 101.5 110" stroke="${line}" stroke-width="1.8" fill="none" stroke-linecap="round" opacity="0.6"/>
  <circle cx="83" cy="110" r="5" fill="#e58f7b" opacity="0.18"/>
  <circle cx="117" cy="110" r="5" fill="#e58f7b" opacity="0.18"/>
  ${p.beard ? `<path d="M92 118.5 Q100 123 108 118.5" stroke="${shade(p.skin, -0.5)}" stroke-width="2.2" fill="none" stroke-linecap="round"/>` : `<path d="M92 117 Q100 123 108 117" stroke="#9c4f45" stroke-width="2.4" fill="none" stroke-linecap="round"/>`}
</svg>`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const files: string[] = [];
  for (const p of PORTRAITS) {
    const file = join(OUT, `${p.slug}.webp`);
    await sharp(Buffer.from(portraitSvg(p)))
      .webp({ quality: 82, effort: 6 })
      .toFile(file);
    files.push(file);
    console.log(`${p.slug}.webp: ${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
  const previewAt = process.argv.indexOf('--preview');
  if (previewAt > 0) {
    const sheet = process.argv[previewAt + 1] ?? 'team-preview.png';
    const tiles = await Promise.all(files.map((f) => sharp(f).resize(SIZE).png().toBuffer()));
    await sharp({ create: { width: SIZE * tiles.length, height: SIZE, channels: 3, background: '#ffffff' } })
      .composite(tiles.map((input, i) => ({ input, left: i * SIZE, top: 0 })))
      .png()
      .toFile(sheet);
  }
}

await main();
