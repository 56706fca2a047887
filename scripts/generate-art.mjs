#!/usr/bin/env node
/**
 * Writes every illustration the site uses to public/art/**: flat scenes in the brand palette,
 * supporter logo marks and portrait placeholders. Deterministic (seeded by file name), so running
 * it again gives byte-identical files. Supporter names and the palette (the Tailwind theme) come
 * from TypeScript modules, hence tsx.
 * Usage: node --import tsx scripts/generate-art.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import resolveConfig from 'tailwindcss/resolveConfig.js';
import tailwindConfig from '../tailwind.config.ts';
import { supporters } from '../src/content/supporters.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'art');

// The palette is the site's Tailwind theme (schemas/brand-palette.ts and Tailwind's own greys), so
// the art follows any change to the brand colours.
const { colors } = resolveConfig(tailwindConfig).theme;
const shades = (prefix, scale) => Object.fromEntries(Object.entries(scale).map(([step, hex]) => [prefix + step, hex]));
const c = {
  ...shades('b', colors.brand),
  ...shades('a', colors.accent),
  white: colors.white,
  ink: colors.ink.DEFAULT,
  slate: colors.slate[300],
  // Illustration-only: plants and charts, not a colour of the site's text or controls.
  green: '#22a06b',
};
const skins = ['#f3cfae', '#e0ac85', '#c18a62', '#9a6442', '#7a4a30'];
const hairs = ['#1f1712', '#2e211a', '#4a3020', '#151515', '#6b4a2f'];
const shirts = [c.b700, c.a500, c.b400, c.b900, c.green, c.a300, c.b600, '#7c3aed', '#0e7490'];

function rng(name) {
  let h = 1779033703;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const n = (v) => Math.round(v * 10) / 10;

function svg(w, h, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;
}

function backdrop(w, h, r, from = c.b50, to = c.b100) {
  const id = 'g';
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    `<circle cx="${n(w * (0.75 + r() * 0.2))}" cy="${n(h * (0.1 + r() * 0.2))}" r="${n(h * 0.32)}" fill="${c.a300}" opacity=".18"/>` +
    `<circle cx="${n(w * (0.05 + r() * 0.2))}" cy="${n(h * (0.8 + r() * 0.2))}" r="${n(h * 0.4)}" fill="${c.b400}" opacity=".14"/>`
  );
}

/** A standing figure with its feet at (x, y); s scales it. */
function person(r, x, y, s = 1, shirt = pick(r, shirts)) {
  const skin = pick(r, skins);
  const hair = pick(r, hairs);
  const long = r() > 0.55;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">` +
    `<rect x="-22" y="-118" width="44" height="70" rx="18" fill="${shirt}"/>` +
    `<rect x="-18" y="-56" width="15" height="56" rx="6" fill="${c.b950}"/><rect x="3" y="-56" width="15" height="56" rx="6" fill="${c.b950}"/>` +
    (long ? `<rect x="-18" y="-158" width="36" height="46" rx="14" fill="${hair}"/>` : '') +
    `<circle cx="0" cy="-140" r="17" fill="${skin}"/>` +
    `<path d="M-17 -142a17 17 0 0 1 34 0q-17 -10 -34 0z" fill="${hair}"/>` +
    `</g>`
  );
}

function laptop(x, y, s = 1, screen = c.b700) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-150" y="-190" width="300" height="190" rx="14" fill="${c.b950}"/>` +
    `<rect x="-136" y="-176" width="272" height="162" rx="6" fill="${screen}"/>` +
    `<path d="M-190 0h380l-20 22h-340z" fill="${c.slate}"/>` +
    `</g>`
  );
}

function codeLines(x, y, r) {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const indent = [0, 20, 40, 20, 40, 0][i];
    const len = 60 + Math.floor(r() * 120);
    out += `<rect x="${x + indent}" y="${y + i * 22}" width="${len}" height="9" rx="4.5" fill="${i % 3 === 1 ? c.a300 : c.b200}"/>`;
  }
  return out;
}

function bars(x, y, r, count = 5, w = 36, max = 200) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const h = 40 + Math.floor(r() * (max - 40));
    out += `<rect x="${x + i * (w + 16)}" y="${y - h}" width="${w}" height="${h}" rx="6" fill="${i === count - 2 ? c.a500 : c.b600}"/>`;
  }
  return out;
}

function panel(x, y, w, h) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${c.white}" stroke="${c.b200}" stroke-width="2"/>`;
}

function pin(x, y, s = 1, fill = c.a500) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0c-30-36-40-52-40-70a40 40 0 0 1 80 0c0 18-10 34-40 70z" fill="${fill}"/><circle cx="0" cy="-70" r="15" fill="${c.white}"/></g>`;
}

function cylinder(x, y, w, h, fill = c.b600, top = c.b400) {
  const rx = w / 2;
  const ry = w / 7;
  return `<path d="M${x - rx} ${y}v${h}a${rx} ${ry} 0 0 0 ${w} 0v-${h}z" fill="${fill}"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${top}"/>`;
}

function gear(x, y, rad, fill) {
  let teeth = '';
  for (let i = 0; i < 8; i++) {
    teeth += `<rect x="${-rad * 0.18}" y="${-rad * 1.22}" width="${rad * 0.36}" height="${rad * 0.4}" rx="4" transform="rotate(${i * 45})"/>`;
  }
  return `<g transform="translate(${x} ${y})" fill="${fill}">${teeth}<circle r="${rad}"/><circle r="${n(rad * 0.4)}" fill="${c.white}"/></g>`;
}

function bubble(x, y, w, h, fill, tail = 'left') {
  const tx = tail === 'left' ? x + 30 : x + w - 30;
  const dir = tail === 'left' ? -1 : 1;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${fill}"/><path d="M${tx} ${y + h - 2}l${dir * 10} 28l${-dir * 34}-28z" fill="${fill}"/>`;
}

function textBars(x, y, widths, fill = c.b200, gap = 20, h = 10) {
  return widths
    .map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`)
    .join('');
}

function phone(x, y, s = 1, screen = c.b700) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-70" y="-140" width="140" height="280" rx="22" fill="${c.b950}"/>` +
    `<rect x="-60" y="-124" width="120" height="248" rx="12" fill="${screen}"/>` +
    `<rect x="-20" y="-134" width="40" height="5" rx="2.5" fill="${c.b800}"/>` +
    `</g>`
  );
}

/** Motifs for the 800x600 subject scenes; each draws one idea in the middle of the frame. */
const motifs = {
  code: (r) =>
    laptop(400, 440, 1.2) +
    codeLines(268, 268, r) +
    `<circle cx="600" cy="150" r="44" fill="${c.a500}"/><path d="M584 150l-14 0m46 0l-14 0M592 134l16 32" stroke="${c.white}" stroke-width="8" stroke-linecap="round"/>`,
  consulting: (r) =>
    bubble(170, 150, 260, 120, c.b700) +
    textBars(200, 185, [190, 140, 170], c.b300) +
    bubble(390, 300, 240, 110, c.a500, 'right') +
    textBars(420, 332, [170, 120], c.a100) +
    person(r, 190, 520, 0.9) +
    person(r, 620, 540, 0.95),
  transform: () =>
    `<rect x="180" y="330" width="180" height="130" rx="18" fill="${c.b300}"/><rect x="440" y="170" width="200" height="290" rx="18" fill="${c.b700}"/>` +
    textBars(470, 210, [140, 100, 120, 90], c.b300, 28) +
    `<path d="M300 290c40-110 120-150 190-160" stroke="${c.a500}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M470 108l36 20-32 28z" fill="${c.a500}"/>` +
    textBars(205, 360, [120, 90, 110], c.white, 26),
  chart: (r) =>
    panel(170, 120, 460, 360) +
    bars(215, 430, r, 6, 40, 250) +
    `<path d="M210 260l80-40 90 30 90-80 110-40" stroke="${c.a500}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  map: () =>
    `<path d="M150 170l160-50 180 50 160-50v330l-160 50-180-50-160 50z" fill="${c.white}" stroke="${c.b300}" stroke-width="4"/><path d="M310 120v330M490 170v330" stroke="${c.b200}" stroke-width="4"/><path d="M180 380c80-30 120 40 200-10s150-90 250-40" stroke="${c.b400}" stroke-width="8" fill="none" stroke-dasharray="18 14"/>` +
    pin(380, 330, 1.1) +
    pin(600, 260, 0.7, c.b700) +
    pin(230, 300, 0.6, c.b600),
  vault: () =>
    `<rect x="210" y="140" width="380" height="340" rx="30" fill="${c.b800}"/><rect x="236" y="166" width="328" height="288" rx="20" fill="${c.b700}"/>` +
    `<circle cx="400" cy="310" r="88" fill="${c.b900}" stroke="${c.b300}" stroke-width="10"/><path d="M400 240v140M330 310h140M350 260l100 100M450 260l-100 100" stroke="${c.b300}" stroke-width="8" stroke-linecap="round"/><circle cx="400" cy="310" r="22" fill="${c.a500}"/><rect x="250" y="480" width="40" height="26" rx="6" fill="${c.b950}"/><rect x="510" y="480" width="40" height="26" rx="6" fill="${c.b950}"/>`,
  gears: () =>
    gear(320, 300, 90, c.b700) +
    gear(490, 220, 56, c.a500) +
    gear(500, 400, 46, c.b400) +
    `<rect x="150" y="470" width="500" height="22" rx="11" fill="${c.b200}"/>`,
  database: () =>
    cylinder(400, 420, 260, 60, c.b800, c.b600) +
    cylinder(400, 330, 260, 60, c.b700, c.b500) +
    cylinder(400, 240, 260, 60, c.b600, c.b400) +
    cylinder(400, 150, 260, 0.1, c.b500, c.b300) +
    `<circle cx="480" cy="280" r="8" fill="${c.a400}"/><circle cx="480" cy="370" r="8" fill="${c.a400}"/><circle cx="480" cy="460" r="8" fill="${c.green}"/>`,
  browser: (r) =>
    `<rect x="140" y="110" width="520" height="380" rx="20" fill="${c.white}" stroke="${c.b200}" stroke-width="3"/><path d="M140 130a20 20 0 0 1 20-20h480a20 20 0 0 1 20 20v30h-520z" fill="${c.b700}"/><circle cx="170" cy="136" r="7" fill="${c.a400}"/><circle cx="194" cy="136" r="7" fill="${c.b300}"/><circle cx="218" cy="136" r="7" fill="${c.b300}"/>` +
    `<rect x="170" y="190" width="220" height="140" rx="12" fill="${c.b100}"/>` +
    textBars(420, 200, [200, 160, 180, 120], c.b200, 26) +
    `<rect x="420" y="310" width="110" height="32" rx="16" fill="${c.a500}"/>` +
    bars(180, 460, r, 8, 46, 90),
  megaphone: () =>
    `<path d="M230 260l260-110v300l-260-110z" fill="${c.b700}"/><rect x="170" y="250" width="80" height="100" rx="18" fill="${c.b900}"/><rect x="214" y="340" width="40" height="110" rx="14" fill="${c.b800}"/><path d="M540 220q50 80 0 160M590 180q80 120 0 240" stroke="${c.a500}" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="500" cy="150" r="16" fill="${c.a400}"/>`,
  people: (r) =>
    `<rect x="330" y="110" width="140" height="70" rx="14" fill="${c.b700}"/><path d="M400 180v50M200 230h400M200 230v40M400 230v40M600 230v40" stroke="${c.b400}" stroke-width="6" fill="none"/>` +
    person(r, 200, 470, 0.95) +
    person(r, 400, 470, 0.95) +
    person(r, 600, 470, 0.95) +
    textBars(355, 135, [90, 60], c.b200),
  support: (r) =>
    person(r, 400, 520, 1.55, c.b700) +
    `<path d="M352 290a48 48 0 0 1 96 0" stroke="${c.b950}" stroke-width="10" fill="none"/><rect x="340" y="282" width="20" height="34" rx="8" fill="${c.a500}"/><rect x="440" y="282" width="20" height="34" rx="8" fill="${c.a500}"/>` +
    bubble(500, 140, 200, 90, c.a500, 'left') +
    textBars(526, 170, [140, 100], c.a100) +
    bubble(120, 170, 170, 80, c.b200, 'right') +
    textBars(146, 198, [110, 70], c.b400),
  wireframe: () =>
    `<rect x="150" y="120" width="300" height="360" rx="22" fill="${c.white}" stroke="${c.b300}" stroke-width="4" stroke-dasharray="14 10"/><rect x="180" y="150" width="240" height="120" rx="10" fill="${c.b100}"/>` +
    textBars(180, 300, [220, 180, 200], c.b200, 26) +
    `<rect x="180" y="400" width="120" height="40" rx="20" fill="${c.b700}"/>` +
    phone(560, 300, 0.9, c.b50) +
    `<rect x="518" y="210" width="84" height="60" rx="8" fill="${c.a300}"/>` +
    textBars(518, 290, [84, 60, 72], c.b300, 22) +
    `<path d="M470 240l60-30" stroke="${c.a500}" stroke-width="6" stroke-linecap="round"/>`,
  search: () =>
    `<rect x="150" y="150" width="500" height="80" rx="40" fill="${c.white}" stroke="${c.b200}" stroke-width="3"/>` +
    textBars(200, 184, [260], c.b200, 0, 14) +
    `<circle cx="560" cy="190" r="22" fill="none" stroke="${c.b700}" stroke-width="8"/><path d="M576 206l18 18" stroke="${c.b700}" stroke-width="8" stroke-linecap="round"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="170" y="${270 + i * 72}" width="460" height="56" rx="14" fill="${c.white}"/><rect x="190" y="${284 + i * 72}" width="28" height="28" rx="8" fill="${i === 0 ? c.a500 : c.b400}"/>` +
          textBars(236, 288 + i * 72, [220, 150], c.b200, 16, 8),
      )
      .join(''),
  social: () =>
    phone(400, 310, 1.3, c.b50) +
    `<rect x="336" y="170" width="128" height="80" rx="10" fill="${c.b300}"/>` +
    textBars(336, 270, [128, 96], c.b200) +
    `<rect x="336" y="320" width="128" height="60" rx="10" fill="${c.a200}"/>` +
    `<circle cx="220" cy="200" r="46" fill="${c.a500}"/><path d="M220 224l-24-22a14 14 0 0 1 24-16a14 14 0 0 1 24 16z" fill="${c.white}"/><circle cx="590" cy="250" r="42" fill="${c.b700}"/><path d="M570 262v-22h10l10-18h6v18h16l-4 22z" fill="${c.white}"/><circle cx="580" cy="430" r="34" fill="${c.b500}"/>` +
    bubble(150, 380, 130, 64, c.b700, 'right'),
  seo: (r) =>
    panel(160, 140, 360, 300) +
    bars(200, 400, r, 5, 40, 200) +
    `<circle cx="540" cy="260" r="90" fill="${c.white}" stroke="${c.a500}" stroke-width="16"/><path d="M604 324l70 70" stroke="${c.a500}" stroke-width="22" stroke-linecap="round"/><path d="M495 280l30-30 25 20 35-45" stroke="${c.b700}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  health: (r) =>
    `<rect x="260" y="160" width="280" height="300" rx="24" fill="${c.white}"/><path d="M370 230h60v50h50v60h-50v50h-60v-50h-50v-60h50z" fill="${c.a500}"/><path d="M150 470h500" stroke="${c.b300}" stroke-width="6"/><path d="M150 430h70l20-40 30 80 20-40h60" stroke="${c.b700}" stroke-width="8" fill="none" stroke-linejoin="round"/>` +
    person(r, 610, 470, 0.9, c.white),
  employment: (r) =>
    `<rect x="250" y="230" width="300" height="210" rx="22" fill="${c.b700}"/><path d="M340 230v-40a20 20 0 0 1 20-20h80a20 20 0 0 1 20 20v40" stroke="${c.b900}" stroke-width="18" fill="none"/><rect x="250" y="310" width="300" height="14" fill="${c.b900}"/><rect x="380" y="296" width="40" height="44" rx="8" fill="${c.a500}"/>` +
    person(r, 170, 480, 0.85) +
    person(r, 640, 480, 0.85),
  tourism: () =>
    `<path d="M100 470l170-250 110 150 80-100 160 200z" fill="${c.b700}"/><path d="M270 220l-42 62 30-8 12 20 18-22 24 8z" fill="${c.white}"/><path d="M460 270l-30 38 20-4 10 14 12-14 16 4z" fill="${c.white}"/><circle cx="600" cy="160" r="46" fill="${c.a400}"/><path d="M100 470h620" stroke="${c.b900}" stroke-width="6"/><path d="M210 520q90-40 190 0t190 0" stroke="${c.b300}" stroke-width="6" fill="none"/>`,
  agriculture: () =>
    `<circle cx="590" cy="170" r="50" fill="${c.a400}"/><path d="M80 470q320-120 640 0z" fill="${c.green}"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${220 + i * 90} 430v-110" stroke="${c.green}" stroke-width="8"/><path d="M${220 + i * 90} 360q-40-10-46-50q40 6 46 50zM${220 + i * 90} 340q40-10 46-50q-40 6-46 50z" fill="#37b37e"/>`,
      )
      .join('') +
    `<path d="M80 470h640" stroke="${c.b900}" stroke-width="6"/>`,
  handshake: (r) =>
    `<path d="M120 330l140-60 80 40 60-10 70 60-120 70z" fill="${pick(r, skins)}"/><path d="M680 330l-140-60-110 20-60 50 60 50 120-30z" fill="${pick(r, skins)}"/><rect x="60" y="260" width="90" height="120" rx="12" fill="${c.b700}" transform="rotate(-20 105 320)"/><rect x="650" y="260" width="90" height="120" rx="12" fill="${c.a500}" transform="rotate(20 695 320)"/>`,
  wallet: () =>
    phone(330, 310, 1.3) +
    `<rect x="265" y="200" width="130" height="76" rx="12" fill="${c.white}"/><rect x="280" y="216" width="60" height="10" rx="5" fill="${c.b300}"/><rect x="280" y="240" width="90" height="16" rx="8" fill="${c.a500}"/>` +
    textBars(265, 300, [130, 100, 120], c.b400, 26) +
    `<rect x="470" y="230" width="220" height="150" rx="22" fill="${c.a500}"/><rect x="470" y="264" width="220" height="30" fill="${c.a600}"/><circle cx="650" cy="340" r="16" fill="${c.a100}"/><circle cx="430" cy="200" r="30" fill="${c.green}"/><path d="M416 200l10 10 20-20" stroke="${c.white}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  eye: () =>
    `<path d="M140 300q260-220 520 0q-260 220-520 0z" fill="${c.white}"/><circle cx="400" cy="300" r="96" fill="${c.b700}"/><circle cx="400" cy="300" r="44" fill="${c.b950}"/><circle cx="424" cy="276" r="16" fill="${c.white}"/><path d="M400 120v-40M260 160l-26-30M540 160l26-30" stroke="${c.a500}" stroke-width="10" stroke-linecap="round"/>`,
  target: () =>
    `<circle cx="380" cy="320" r="170" fill="${c.white}"/><circle cx="380" cy="320" r="126" fill="${c.b700}"/><circle cx="380" cy="320" r="82" fill="${c.white}"/><circle cx="380" cy="320" r="40" fill="${c.a500}"/><path d="M380 320l220-180" stroke="${c.b950}" stroke-width="10" stroke-linecap="round"/><path d="M600 140l10-50 30 40z" fill="${c.a500}"/>`,
  summit: () =>
    `<path d="M100 480l210-300 90 120 60-70 240 250z" fill="${c.b700}"/><path d="M310 180l-50 72 34-10 16 24 20-26 30 10z" fill="${c.white}"/><path d="M310 180v-90" stroke="${c.b950}" stroke-width="8"/><path d="M310 90h80l-20 24 20 24h-80z" fill="${c.a500}"/><path d="M100 480h640" stroke="${c.b900}" stroke-width="6"/>`,
  checklist: () =>
    panel(230, 100, 340, 400) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="270" y="${140 + i * 70}" width="36" height="36" rx="8" fill="${i < 3 ? c.green : c.b100}"/>` +
          (i < 3
            ? `<path d="M278 ${158 + i * 70}l8 8 14-16" stroke="${c.white}" stroke-width="6" fill="none" stroke-linecap="round"/>`
            : '') +
          textBars(326, 152 + i * 70, [200 - i * 18], c.b200, 0, 12),
      )
      .join('') +
    `<rect x="560" y="110" width="30" height="200" rx="6" fill="${c.a500}" transform="rotate(25 575 210)"/>`,
  growth: () =>
    `<path d="M140 470h540M140 470v-340" stroke="${c.b900}" stroke-width="6"/><path d="M170 430l120-90 90 50 170-170" stroke="${c.a500}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M560 190l50-40 4 64z" fill="${c.a500}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${190 + i * 110}" y="${400 - i * 60}" width="60" height="${70 + i * 60}" rx="8" fill="${c.b400}" opacity=".6"/>`,
      )
      .join(''),
  document: () =>
    `<rect x="250" y="110" width="300" height="380" rx="18" fill="${c.white}"/>` +
    textBars(290, 160, [220, 180, 200, 160, 210, 140], c.b200, 34, 12) +
    `<circle cx="470" cy="420" r="50" fill="none" stroke="${c.a500}" stroke-width="10"/><path d="M445 420l18 18 32-36" stroke="${c.a500}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  trophy: () =>
    `<path d="M300 140h200v90a100 100 0 0 1-200 0z" fill="${c.a400}"/><path d="M300 170h-50a50 50 0 0 0 50 60M500 170h50a50 50 0 0 1-50 60" stroke="${c.a400}" stroke-width="14" fill="none"/><rect x="380" y="320" width="40" height="70" fill="${c.a500}"/><rect x="320" y="390" width="160" height="50" rx="10" fill="${c.b800}"/><path d="M400 170l12 24 26 4-19 18 5 26-24-12-24 12 5-26-19-18 26-4z" fill="${c.white}"/>`,
  books: () =>
    `<rect x="220" y="330" width="360" height="50" rx="8" fill="${c.b700}"/><rect x="250" y="280" width="320" height="50" rx="8" fill="${c.a500}"/><rect x="200" y="230" width="340" height="50" rx="8" fill="${c.b400}"/><path d="M300 170l140-50 140 50-140 50z" fill="${c.b950}"/><path d="M360 190v40q80 30 160 0v-40" fill="${c.b900}"/><path d="M580 170v60" stroke="${c.a500}" stroke-width="6"/><circle cx="580" cy="236" r="10" fill="${c.a500}"/>`,
};

function scene(file, motif, title, { w = 800, h = 600, from, to } = {}) {
  const r = rng(file);
  const sx = w / 800;
  const sy = h / 600;
  const s = Math.min(sx, sy);
  const body = `<g transform="translate(${n((w - 800 * s) / 2)} ${n((h - 600 * s) / 2)}) scale(${n(s * 1000) / 1000})">${motifs[motif](r)}</g>`;
  write(file, svg(w, h, backdrop(w, h, r, from, to) + body, title));
}

const eventKinds = ['speaker', 'ribbon', 'group', 'lamp', 'award', 'workshop'];

/** An event photo stand-in: a hall with a stage banner, the moment, and the audience's heads. */
function eventScene(file, kind, title, { w = 800, h = 600 } = {}) {
  const r = rng(file);
  const wall = pick(r, [
    [c.b900, c.b700],
    [c.b800, c.b600],
    [c.b950, c.b800],
  ]);
  let out = `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient></defs><rect width="800" height="600" fill="url(#w)"/>`;
  out +=
    `<rect x="150" y="60" width="500" height="140" rx="10" fill="${c.white}"/><rect x="150" y="60" width="16" height="140" fill="${c.a500}"/>` +
    textBars(200, 100, [300, 220], c.b700, 36, 18) +
    `<circle cx="590" cy="130" r="34" fill="${c.a500}"/>`;
  out += `<rect x="0" y="400" width="800" height="200" fill="${c.b950}"/><rect x="0" y="392" width="800" height="16" fill="${c.a600}"/>`;
  if (kind === 'speaker')
    out +=
      `<rect x="360" y="300" width="80" height="100" rx="8" fill="${c.b100}"/>` +
      person(r, 400, 320, 0.9) +
      person(r, 180, 400, 0.9) +
      person(r, 620, 400, 0.9);
  if (kind === 'ribbon')
    out +=
      [200, 320, 480, 600].map((x) => person(r, x, 400, 0.95)).join('') +
      `<path d="M120 330q140 30 280 0t280 0" stroke="${c.a500}" stroke-width="10" fill="none"/><path d="M392 326l-16 30h32z" fill="${c.a500}"/>`;
  if (kind === 'group')
    out += [130, 220, 310, 400, 490, 580, 670].map((x) => person(r, x, 400, 0.9 + r() * 0.15)).join('');
  if (kind === 'lamp')
    out +=
      `<rect x="392" y="250" width="16" height="150" fill="${c.a300}"/><rect x="360" y="390" width="80" height="12" rx="4" fill="${c.a300}"/><path d="M400 215q-14 18 0 34q14-16 0-34z" fill="${c.a400}"/>` +
      person(r, 300, 400, 0.95) +
      person(r, 500, 400, 0.95);
  if (kind === 'award')
    out +=
      person(r, 330, 400, 0.95) +
      person(r, 470, 400, 0.95) +
      `<rect x="370" y="262" width="60" height="44" rx="6" fill="${c.a400}"/><rect x="392" y="306" width="16" height="20" fill="${c.a500}"/>`;
  if (kind === 'workshop')
    out += [170, 400, 630]
      .map(
        (x) =>
          `<rect x="${x - 90}" y="330" width="180" height="16" rx="6" fill="${c.b100}"/>` +
          laptop(x, 330, 0.3, c.b500) +
          person(r, x - 50, 400, 0.7),
      )
      .join('');
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 9; i++) {
      const x = 40 + i * 92 + row * 46 + r() * 10;
      const y = 500 + row * 70;
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${30 + row * 4}" fill="${row ? c.ink : '#1e293b'}"/><rect x="${n(x - 44)}" y="${n(y + 22)}" width="88" height="70" rx="30" fill="${row ? c.ink : '#1e293b'}"/>`;
    }
  }
  const s = Math.max(w / 800, h / 600);
  const body = `<g transform="translate(${n((w - 800 * s) / 2)} ${n((h - 600 * s) / 2)}) scale(${n(s * 1000) / 1000})">${out}</g>`;
  write(file, svg(w, h, body, title));
}

function portrait(file, title, seed = file) {
  const r = rng(seed);
  const skin = pick(r, skins);
  const hair = pick(r, hairs);
  const shirt = pick(r, shirts);
  const bg = pick(r, [c.b100, c.a100, c.b200, '#dcfce7', '#ede9fe']);
  const style = Math.floor(r() * 4);
  let hairBack = '';
  let hairTop = `<path d="M130 178c0-60 36-92 70-92s70 32 70 92c-20-34-48-44-70-44s-50 10-70 44z" fill="${hair}"/>`;
  if (style === 1) hairBack = `<path d="M116 190c0-80 40-110 84-110s84 30 84 110v110h-168z" fill="${hair}"/>`;
  if (style === 2) hairTop = `<circle cx="200" cy="76" r="28" fill="${hair}"/>` + hairTop;
  if (style === 3)
    hairTop = `<path d="M126 170c4-62 38-90 74-90s70 28 74 90l-30-36h-88z" fill="${hair}"/><rect x="124" y="150" width="152" height="16" rx="8" fill="${c.b900}"/>`;
  const glasses =
    r() > 0.7
      ? `<g fill="none" stroke="${c.ink}" stroke-width="4"><circle cx="176" cy="182" r="16"/><circle cx="224" cy="182" r="16"/><path d="M192 182h16"/></g>`
      : '';
  const body =
    `<rect width="400" height="400" fill="${bg}"/>` +
    hairBack +
    `<path d="M70 400c0-86 58-130 130-130s130 44 130 130z" fill="${shirt}"/>` +
    `<path d="M178 240h44v44a22 22 0 0 1-44 0z" fill="${skin}"/>` +
    `<ellipse cx="200" cy="178" rx="66" ry="80" fill="${skin}"/>` +
    hairTop +
    glasses +
    `<path d="M184 226q16 12 32 0" stroke="${c.ink}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".55"/>` +
    `<circle cx="176" cy="184" r="5" fill="${c.ink}"/><circle cx="224" cy="184" r="5" fill="${c.ink}"/>`;
  write(file, svg(400, 400, body, title));
}

const markShapes = [
  (f) => `<circle cx="60" cy="60" r="44" fill="${f}"/>`,
  (f) => `<rect x="16" y="16" width="88" height="88" rx="22" fill="${f}"/>`,
  (f) => `<path d="M60 12l42 24v48l-42 24-42-24v-48z" fill="${f}"/>`,
  (f) => `<path d="M60 10l50 50-50 50-50-50z" fill="${f}"/>`,
  (f) => `<path d="M16 104v-60a44 44 0 0 1 88 0v60z" fill="${f}"/>`,
  (f) => `<path d="M60 14l46 80h-92z" fill="${f}"/>`,
];

function supporterLogo(file, name, index) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const fill = [c.b700, c.a500, c.b900, c.green, c.b500, c.a600][index % 6];
  const words = name.split(' ');
  const line1 = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  const line2 = words.slice(Math.ceil(words.length / 2)).join(' ');
  const body =
    markShapes[index % markShapes.length](fill) +
    `<text x="60" y="${index % 6 === 5 ? 84 : 72}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${index % 6 === 5 ? 24 : 32}" fill="#fff">${initials}</text>` +
    `<text x="124" y="56" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="24" fill="${c.b950}">${line1}</text>` +
    `<text x="124" y="86" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="#475569">${line2}</text>`;
  write(file, svg(360, 120, body, `${name} logo`));
}

/** The home hero: a bridge from learning (left) to technology (right) with people crossing. */
function hero() {
  const r = rng('hero');
  const body =
    backdrop(1200, 900, r, c.b50, c.b200) +
    `<circle cx="900" cy="190" r="110" fill="${c.a300}" opacity=".5"/>` +
    `<path d="M0 640q300-60 600-20t600-40v360h-1200z" fill="${c.b200}"/>` +
    `<rect x="60" y="470" width="300" height="240" rx="20" fill="${c.b700}"/><rect x="840" y="470" width="300" height="240" rx="20" fill="${c.b900}"/>` +
    `<path d="M300 500q300-250 600 0" stroke="${c.a500}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<path d="M300 500h600" stroke="${c.b950}" stroke-width="18" stroke-linecap="round"/>` +
    [380, 460, 540, 600, 660, 740, 820]
      .map((x) => {
        const y = 500 - (1 - ((x - 600) / 300) ** 2) * 125;
        return `<path d="M${x} ${n(y)}V500" stroke="${c.a400}" stroke-width="6"/>`;
      })
      .join('') +
    `<g transform="translate(-40 0)">${motifs.books(r)}</g>` +
    `<g transform="translate(820 120) scale(.5)">${motifs.chart(r)}</g>` +
    person(r, 470, 492, 0.8) +
    person(r, 560, 492, 0.85, c.a500) +
    person(r, 700, 492, 0.8) +
    `<g transform="translate(140 560)">${textBars(0, 0, [140, 100, 120], c.b300, 34, 14)}</g>` +
    `<g transform="translate(920 560)">${textBars(0, 0, [140, 110, 90], c.b400, 34, 14)}</g>`;
  write('hero.svg', svg(1200, 900, body, 'A bridge joining learning to technology, with people crossing it'));
}

function write(file, text) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

hero();

const serviceArt = {
  'software-development': 'code',
  'it-consulting': 'consulting',
  'digital-transformation': 'transform',
  'data-analysis': 'chart',
  'business-mapping': 'map',
  'data-banking': 'vault',
  'data-processing': 'gears',
  'database-management': 'database',
  'web-applications': 'browser',
  'digital-marketing': 'megaphone',
  'hr-systems': 'people',
  'it-consultancy': 'support',
  'ui-ux-design': 'wireframe',
  'seo-sem': 'seo',
  'social-media': 'social',
};
for (const [slug, motif] of Object.entries(serviceArt)) scene(`services/${slug}.svg`, motif, slug.replace(/-/g, ' '));

for (const slug of ['health-care', 'employment', 'tourism', 'agriculture']) {
  scene(`industries/${slug}.svg`, slug === 'health-care' ? 'health' : slug, slug.replace('-', ' '), {
    from: c.b50,
    to: c.a100,
  });
}

const pages = {
  'home/welcome.svg': 'books',
  'home/showcase.svg': 'growth',
  'about/who-we-are.svg': 'consulting',
  'about/why-choose-us.svg': 'checklist',
  'about/case-study.svg': 'map',
  'aboutpage/who-we-are.svg': 'employment',
  'works/search.svg': 'search',
  'works/hire.svg': 'handshake',
  'works/instruct.svg': 'consulting',
  'works/pay.svg': 'wallet',
  'vmgo/vision.svg': 'eye',
  'vmgo/mission.svg': 'target',
  'vmgo/goals.svg': 'summit',
  'vmgo/objectives.svg': 'checklist',
  'blog/featured.svg': 'megaphone',
  'blog/admission-1.svg': 'books',
  'blog/admission-2.svg': 'document',
  'blog/announcement.svg': 'social',
  'blog/success.svg': 'trophy',
  'blog/startup.svg': 'growth',
  'blog/cooperation.svg': 'handshake',
  'blog/trending-1.svg': 'code',
  'blog/trending-2.svg': 'health',
  'blog/trending-3.svg': 'tourism',
  'blog/article.svg': 'browser',
  'history/registration.svg': 'document',
  'history/mou-1.svg': 'handshake',
  'history/mou-2.svg': 'books',
  'history/award.svg': 'trophy',
  'history/wallet.svg': 'wallet',
};
for (const [file, motif] of Object.entries(pages))
  scene(file, motif, file.split('/')[1].replace('.svg', '').replace(/-/g, ' '));

/** A wide banner: several motifs side by side, each in its own 800x600 cell. */
function panorama(file, names, title, from, to) {
  const r = rng(file);
  const w = 1600;
  const h = 700;
  const cell = w / names.length;
  const s = Math.min(cell / 800, h / 600) * 0.95;
  const body = names
    .map(
      (name, i) =>
        `<g transform="translate(${n(i * cell + (cell - 800 * s) / 2)} ${n((h - 600 * s) / 2)}) scale(${n(s * 1000) / 1000})">${motifs[name](r)}</g>`,
    )
    .join('');
  write(file, svg(w, h, backdrop(w, h, r, from, to) + body, title));
}

panorama('vmgo/slide-1.svg', ['search', 'employment'], 'Finding a professional on the marketplace', c.b50, c.b200);
panorama('vmgo/slide-2.svg', ['consulting', 'wallet'], 'Agreeing a job and paying through the wallet', c.a100, c.b100);

eventScene('history/inauguration.svg', 'ribbon', 'Inauguration ceremony in Kathmandu');
for (let i = 1; i <= 11; i++) {
  eventScene(`events/event-${String(i).padStart(2, '0')}.svg`, eventKinds[(i - 1) % eventKinds.length], `Event ${i}`);
}
const inaugurationKinds = [
  'ribbon',
  'lamp',
  'speaker',
  'group',
  'speaker',
  'award',
  'workshop',
  'group',
  'ribbon',
  'speaker',
  'lamp',
  'group',
  'award',
  'workshop',
  'group',
];
inaugurationKinds.forEach((kind, i) =>
  eventScene(`inauguration/photo-${String(i + 1).padStart(2, '0')}.svg`, kind, `Inauguration photo ${i + 1}`, {
    w: 1200,
    h: 800,
  }),
);

for (let i = 1; i <= 14; i++) portrait(`people/person-${String(i).padStart(2, '0')}.svg`, 'Portrait placeholder');

supporters.forEach(({ name, imgSrc }, i) => supporterLogo(imgSrc.replace('/art/', ''), name, i));
