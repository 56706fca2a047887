import { Section } from '@/components/ui/section';
import { CallbackRequestForm } from './callback-request-form';
import * as formsContent from '@/content/forms';
import { useLocalized } from '@/content/hooks/use-localized';
import { nepaliModules } from '@/content/hooks/nepali-modules';

/** The home page's callback form, right after the hero (anchor #callback). */
export function CallbackRequestSection() {
  const { callback } = useLocalized(formsContent, nepaliModules.forms).forms;
  return (
    <Section id="callback" eyebrow={callback.eyebrow} title={callback.title} intro={callback.intro} tone="muted">
      <div className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
        <CallbackRequestForm />
      </div>
    </Section>
  );
}
