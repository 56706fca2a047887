import { Img } from '@/components/ui/img';

export function CountryFlag({ src }: { src: string | undefined }) {
  if (!src) return <span aria-hidden="true" className="inline-block h-4 w-6 shrink-0 rounded-sm bg-slate-200" />;
  return (
    <Img
      src={src}
      alt=""
      width={24}
      height={16}
      className="h-4 w-6 shrink-0 rounded-sm object-cover shadow-sm ring-1 ring-slate-200"
    />
  );
}
