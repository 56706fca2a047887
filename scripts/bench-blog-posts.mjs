// @ts-check
// Published blog posts for `npm run bench:lighthouse`: 50 posts (so /blog pages beyond a screenful),
// each in English with one Nepali twin, under a 4000 × 3000 camera-sized cover, made through the
// staff API with the staff token as the back office would.
import sharp from 'sharp';

/**
 * A 4000 × 3000 camera-sized JPEG that encodes like a photo (about 4.4 MB; its 1200 px AVIF about
 * 58 KB), not like a flat drawing: hills under a sky, with blotches, texture and grain from noise.
 */
async function landscapePhoto() {
  const [W, H] = [4000, 3000];
  /** Gaussian noise drawn at `width` × `height` and enlarged: the smaller, the broader its blotches. */
  const noise = (
    /** @type {number} */ width,
    /** @type {number} */ height,
    /** @type {boolean} */ grey,
    /** @type {number} */ sigma,
  ) => {
    const drawn = sharp({
      create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } },
    });
    return (grey ? drawn.extractChannel(0) : drawn).resize(W, H, { kernel: 'cubic' }).raw().toBuffer();
  };
  const [colour, shape, texture, grain] = await Promise.all([
    noise(16, 12, false, 50),
    noise(80, 60, true, 60),
    noise(800, 600, true, 50),
    noise(W, H, true, 10),
  ]);
  const pixels = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y += 1) {
    const t = y / H;
    for (let x = 0; x < W; x += 1) {
      const p = y * W + x;
      const sky = y < H * (0.42 + 0.06 * Math.sin(x / 520) + 0.03 * Math.sin(x / 170 + 1));
      const base = sky ? [110 + 110 * t, 150 + 80 * t, 225] : [95 - 30 * t, 125 - 40 * t, 55 - 10 * t];
      const light = (shape[p] - 128) * (sky ? 0.25 : 0.7) + (texture[p] - 128) * (sky ? 0.1 : 0.6) + (grain[p] - 128);
      for (let c = 0; c < 3; c += 1)
        pixels[p * 3 + c] = Math.max(0, Math.min(255, base[c] + (colour[p * 3 + c] - 128) * 0.35 + light));
    }
  }
  return sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * @param {string} baseURL
 * @param {string} staffToken
 * @returns {Promise<string[]>} the post pages to measure
 */
export async function seedBlogPosts(baseURL, staffToken) {
  const headers = { Authorization: `Bearer ${staffToken}`, Origin: baseURL };
  const call = async (/** @type {string} */ path, /** @type {unknown} */ body) => {
    const json = !(body instanceof FormData);
    const response = await fetch(`${baseURL}/staff/api${path}`, {
      method: 'POST',
      headers: json ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: json ? JSON.stringify(body) : body,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const photo = await landscapePhoto();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'cover.jpg');
  const media = await call('/content/media', form);
  const body = Array.from(
    { length: 6 },
    (_, i) =>
      `## Part ${i + 1}\n\nStudents ask us this every week. Here is what we tell them, with the documents to bring.`,
  ).join('\n\n');
  let english = '';
  for (let i = 50; i >= 1; i -= 1) {
    const post = await call('/content/posts', {
      title: `Study abroad guide, part ${i}`,
      lang: 'en',
      summary: `Part ${i} of our guide for students planning to study abroad.`,
      category: 'Career',
      authorName: 'Asha Poudel',
      cover: { media },
      coverAlt: 'A student with a passport and an acceptance letter',
      body,
      featured: i === 1,
    });
    await call(`/content/posts/${post.id}/state`, { action: 'publish' });
    english = post.slug;
    if (i === 1) {
      const twin = await call('/content/posts', {
        title: 'विदेश अध्ययन निर्देशिका, भाग १',
        lang: 'ne',
        twinId: post.id,
        summary: 'विदेश अध्ययनको योजना बनाउने विद्यार्थीका लागि हाम्रो निर्देशिकाको पहिलो भाग।',
        category: 'Career',
        authorName: 'आशा पौडेल',
        cover: { media },
        coverAlt: 'राहदानी र स्वीकृति पत्रसहित विद्यार्थी',
        body: '## पहिलो कुरा\n\nहरेक हप्ता विद्यार्थीहरूले यो सोध्छन्।',
      });
      await call(`/content/posts/${twin.id}/state`, { action: 'publish' });
      return ['/blog', '/ne/blog', `/blog/${english}`, `/ne/blog/${encodeURIComponent(twin.slug)}`];
    }
  }
  return [];
}
