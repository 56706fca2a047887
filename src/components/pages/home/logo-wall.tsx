import type { PublicSupporter } from '@schemas/public-supporter';
import { Img } from '@/components/ui/img';

interface LogoWallProps {
  items: readonly PublicSupporter[];
  logoAlt: (name: string) => string;
}

/** Partner logo marks in an even grid, each linking to its organisation when it has a link. */
export function LogoWall({ items, logoAlt }: LogoWallProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3">
      {items.map((item) => {
        const logo = (
          <Img
            {...item.logo}
            sizes={item.logo.srcSet && '260px'}
            alt={logoAlt(item.name)}
            className="h-auto max-h-24 w-full max-w-[260px] object-contain"
          />
        );
        return (
          <li
            key={item.name}
            className="flex items-center justify-center rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-100"
          >
            {item.link ? (
              <a href={item.link} rel="noopener" className="flex w-full justify-center">
                {logo}
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
