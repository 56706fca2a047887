// Writes src/components/ui/shell-icons.tsx: the first-load icons as plain SVG components, with
// their paths taken from react-icons. Run with `npx tsx scripts/generate-shell-icons.tsx` after
// changing the list.
import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as fa6 from 'react-icons/fa6';
import * as hi2 from 'react-icons/hi2';
import * as io5 from 'react-icons/io5';
import type { IconType } from 'react-icons';
const sets = { fa6, hi2, io5 } as unknown as Record<string, Record<string, IconType>>;
const wanted = [
  ['hi2', 'HiArrowLeft', 'ArrowLeftIcon'],
  ['hi2', 'HiBars3', 'MenuIcon'],
  ['hi2', 'HiXMark', 'CloseIcon'],
  ['hi2', 'HiEnvelope', 'EnvelopeIcon'],
  ['hi2', 'HiMapPin', 'MapPinIcon'],
  ['hi2', 'HiPhone', 'PhoneIcon'],
  ['hi2', 'HiOutlineChatBubbleLeftEllipsis', 'ChatBubbleIcon'],
  ['hi2', 'HiPhoneArrowDownLeft', 'CallbackIcon'],
  ['fa6', 'FaLinkedinIn', 'LinkedInIcon'],
  ['fa6', 'FaWhatsapp', 'WhatsAppIcon'],
  ['fa6', 'FaXTwitter', 'XIcon'],
  ['hi2', 'HiOutlineMapPin', 'OutlineMapPinIcon'],
];
let out = `import type { ReactNode, SVGProps } from 'react';

// The icons of the shell and the home hero, copied from react-icons (Heroicons 2, MIT; Font
// Awesome 6 brands, CC BY 4.0). They live here rather than being imported from react-icons because
// that code is first-load JavaScript: importing a react-icons set there pulls in every icon any
// page uses from that set.
type IconProps = SVGProps<SVGSVGElement>;

const solid = { fill: 'currentColor', stroke: 'currentColor', strokeWidth: 0 };
const outline = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 };

function icon(viewBox: string, paint: IconProps, children: ReactNode) {
  return function Icon(props: IconProps) {
    return (
      <svg viewBox={viewBox} {...paint} width="1em" height="1em" aria-hidden="true" {...props}>
        {children}
      </svg>
    );
  };
}
`;
for (const [set, name, local] of wanted) {
  const Icon = sets[set][name];
  const html = renderToStaticMarkup(createElement(Icon));
  const viewBox = /viewBox="([^"]+)"/.exec(html)![1];
  const inner = html.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const root = html.slice(0, html.indexOf('>'));
  const paint = ['fill', 'stroke', 'stroke-width']
    .map((name) => [name, new RegExp(` ${name}="([^"]+)"`).exec(root)?.[1]])
    .filter(([, value]) => value);
  const jsx = inner
    .replace(/stroke-linecap/g, 'strokeLinecap')
    .replace(/stroke-linejoin/g, 'strokeLinejoin')
    .replace(/stroke-width/g, 'strokeWidth')
    .replace(/fill-rule/g, 'fillRule')
    .replace(/clip-rule/g, 'clipRule')
    .replace(/><\/path>/g, ' />');
  const style = paint.some(([name, value]) => name === 'fill' && value === 'none') ? 'outline' : 'solid';
  const children = (jsx.match(/<path/g) ?? []).length > 1 ? `<>${jsx}</>` : jsx;
  out += `\nexport const ${local} = icon('${viewBox}', ${style}, ${children});\n`;
}
writeFileSync('src/components/ui/shell-icons.tsx', out);
console.log('src/components/ui/shell-icons.tsx');
