import { brandPalette } from '../../../schemas/brand-palette';
import { addressLine, type Company } from '../../../schemas/company';

export interface MailRow {
  label: string;
  value: string;
  /** tel:, mailto: or https: link for the value. */
  href?: string;
}
export interface MailContent {
  /** The message's language (the HTML part's lang); English when not given. */
  lang?: 'en' | 'ne';
  heading: string;
  paragraphs: string[];
  rows?: MailRow[];
  action?: { label: string; href: string };
  /** One image after the rows (a QR code to pay by), 200 px wide; the text part has its link in a row. */
  image?: { src: string; alt: string };
  /** Said after the rows and the action. */
  closing?: string[];
}

// The site's own colours: the e-mails look like its pages.
const { white } = brandPalette;
const { DEFAULT: ink, muted } = brandPalette.ink;
const { 50: page, 100: rule, 700: brand } = brandPalette.brand;

/** Names and free text in one line: a line break or a tab in a visitor's answer becomes a space. */
export const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

// The five characters that matter in HTML text and double-quoted attributes; no library needed.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const paragraphHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const footerLines = (company: Company) => [
  company.name,
  addressLine(company),
  `${company.phone.display} · ${company.email}`,
  company.website,
];

function textPart(content: MailContent, company: Company): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.rows?.length) {
    for (const row of content.rows) {
      const link = row.href && !row.href.endsWith(row.value) ? ` (${row.href.replace(/^mailto:/, '')})` : '';
      lines.push(`${row.label}: ${row.value}${link}`);
    }
    lines.push('');
  }
  if (content.action) lines.push(`${content.action.label}: ${content.action.href}`, '');
  for (const p of content.closing ?? []) lines.push(p, '');
  lines.push('--', ...footerLines(company));
  return `${lines.join('\n')}\n`;
}

function htmlPart(content: MailContent, company: Company): string {
  const rows = (content.rows ?? [])
    .map((row) => {
      const value = row.href
        ? `<a href="${escapeHtml(row.href)}" style="color:${brand}">${paragraphHtml(row.value)}</a>`
        : paragraphHtml(row.value);
      return `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:${muted};font-weight:600;white-space:nowrap">${escapeHtml(row.label)}</th><td style="padding:6px 0">${value}</td></tr>`;
    })
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;background:${brand};color:${white};text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const image = content.image
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(content.image.src)}" alt="${escapeHtml(content.image.alt)}" width="200" style="display:block;width:200px;height:auto;border:0"></p>`
    : '';
  const paragraphs = (list: string[]) => list.map((p) => `<p style="margin:0 0 14px">${paragraphHtml(p)}</p>`).join('');
  return `<!doctype html>
<html lang="${content.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${page};font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:${ink};line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${white};border-radius:8px">
<tr><td style="background:${brand};color:${white};padding:16px 24px;border-radius:8px 8px 0 0;font-size:18px;font-weight:700">${escapeHtml(company.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${ink}">${escapeHtml(content.heading)}</h1>
${paragraphs(content.paragraphs)}${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:15px">${rows}</table>` : ''}${image}${action}${paragraphs(content.closing ?? [])}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${rule};color:${muted};font-size:13px">${footerLines(company).map(escapeHtml).join('<br>')}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

/** The plain-text and HTML parts of a message in the company's look (its current facts): no remote images, no tracking. */
export function renderMail(content: MailContent, company: Company): { text: string; html: string } {
  return { text: textPart(content, company), html: htmlPart(content, company) };
}
