import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { contentSections } from './content-sections';

/** The Content area's landing screen: what staff can publish on the public site, one entry each. */
export default function ContentPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Content" />
      <p className="text-ink-muted">What visitors read on the public site. Changes show on the next page load.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {contentSections.map((section) => (
          <li key={section.path}>
            <Link
              to={section.path}
              className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="block text-lg font-bold text-brand-900">{section.label}</span>
              <span className="mt-1 block text-sm text-ink-muted">{section.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
