import { Img } from '@/components/ui/img';
import type { Supporter } from '@/content/supporters';

interface LogoWallProps {
  items: readonly Supporter[];
  logoSize: { width: number; height: number };
}

/** Partner logo marks in an even grid. */
export function LogoWall({ items, logoSize }: LogoWallProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.name}
          className="flex items-center justify-center rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-100"
        >
          <Img src={item.imgSrc} alt={`${item.name} logo`} {...logoSize} className="h-auto w-full max-w-[260px]" />
        </li>
      ))}
    </ul>
  );
}
