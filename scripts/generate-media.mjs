#!/usr/bin/env node
/**
 * Writes the featured video for /video into public/media/: a 9-second animated title card in the
 * brand colours (WebM/VP9 for most browsers, MP4/H.264 for the rest) and a poster frame (JPEG, and
 * AVIF for the browsers that show it). Needs ffmpeg on PATH. Usage: node scripts/generate-media.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media');
mkdirSync(out, { recursive: true });

const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const text = (value, size, colour, y) =>
  `drawtext=fontfile=${font}:text='${value}':fontsize=${size}:fontcolor=${colour}:x=(w-tw)/2:y=${y}`;
const filters = [
  "drawbox=x='mod(t*140\\,760)-120':y=262:w=120:h=14:color=0xf5750b:t=fill",
  "drawbox=x='600-mod(t*90\\,760)':y=290:w=60:h=14:color=0x5996fd:t=fill",
  'drawbox=x=0:y=0:w=640:h=8:color=0xf5750b:t=fill',
  text('Dream. Learn. Achieve.', 40, 'white', 110),
  text('Bridging Digital Divide', 24, '0xfcb44d', 170),
  text('%{eif\\:9-t\\:d}', 20, '0xbcd6ff', 318),
].join(',');
const source = ['-f', 'lavfi', '-i', 'color=c=0x1a3489:s=640x360:r=24:d=9'];

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...source, '-vf', filters, ...args], { stdio: 'inherit' });
}

ffmpeg(['-c:v', 'libvpx-vp9', '-b:v', '150k', '-pix_fmt', 'yuv420p', '-an', join(out, 'intro.webm')]);
ffmpeg([
  '-c:v',
  'libx264',
  '-profile:v',
  'baseline',
  '-crf',
  '30',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-an',
  join(out, 'intro.mp4'),
]);
execFileSync(
  'ffmpeg',
  [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    '2',
    '-i',
    join(out, 'intro.mp4'),
    '-frames:v',
    '1',
    '-q:v',
    '5',
    join(out, 'intro-poster.jpg'),
  ],
  { stdio: 'inherit' },
);
await sharp(join(out, 'intro-poster.jpg')).avif({ quality: 50, effort: 4 }).toFile(join(out, 'intro-poster.avif'));
