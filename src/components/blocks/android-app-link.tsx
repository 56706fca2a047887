import { site } from '@/config/site';
import { buttonClass } from '@/components/ui/button';
import { useShell } from '@/content/hooks/use-shell';

/** The marketplace app's store link, once staff set it in Company facts; nothing until then. */
export function AndroidAppLink() {
  const shell = useShell();
  if (!site.androidApp) return null;
  return (
    <div className="container-page pt-8">
      <a href={site.androidApp} rel="noopener" className={buttonClass('primary', 'lg')}>
        {shell.androidApp}
      </a>
    </div>
  );
}
