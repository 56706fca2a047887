import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/session';
import { overviewQuery } from './overview-api';
import { overviewSections, type OverviewLine } from './overview-sections';

export { prefetch } from './overview-api';

const lineClass = (line: OverviewLine) =>
  cn(
    'flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm',
    line.attention ? 'bg-amber-50 font-semibold text-amber-950' : line.to ? 'text-brand-900' : 'text-ink',
    line.to && 'underline-offset-2 hover:bg-brand-50 hover:underline',
  );

/** The back office's first screen: the day's meetings, what waits for someone, and whether mail and backups work. */
export default function OverviewPage({ notice }: { notice?: ReactNode }) {
  const { data: session } = useSession();
  const overview = useQuery(overviewQuery);

  return (
    <>
      <PageHeading title="Overview" />
      <div className="mb-4 empty:hidden">{notice}</div>
      {overview.isPending ? (
        <Loading>Loading the overview…</Loading>
      ) : overview.isError ? (
        <LoadError what="The overview" error={overview.error} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {overviewSections(overview.data, session?.user.role === 'admin').map((section) => (
            <section key={section.title} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <h2 className="px-3 pb-1 pt-1 text-lg">{section.title}</h2>
              <ul className="divide-y divide-slate-100">
                {section.lines.map((line) => (
                  <li key={line.text}>
                    {line.to ? (
                      <Link to={line.to} className={lineClass(line)}>
                        {line.text}
                        <span aria-hidden="true" className="text-lg leading-none text-brand-700">
                          ›
                        </span>
                      </Link>
                    ) : (
                      <p className={lineClass(line)}>{line.text}</p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
