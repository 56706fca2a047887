// @ts-check
// Published blog posts for `npm run bench:lighthouse`: 50 posts (so /blog pages beyond a screenful),
// each in English with one Nepali twin, under a 4000 × 3000 camera-sized cover, made through the
// staff API with the staff token as the back office would.
import sharp from 'sharp';

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
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#1d6fa5' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="4000" height="3000"><rect x="400" y="300" width="3200" height="2400" rx="200" fill="#f4b400"/><circle cx="2000" cy="1500" r="800" fill="#c2410c"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
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
