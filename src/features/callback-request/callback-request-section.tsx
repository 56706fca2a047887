import { Section } from '@/components/ui/section';
import { CallbackRequestForm } from './callback-request-form';

/** The home page's callback form, right after the hero (anchor #callback). */
export function CallbackRequestSection() {
  return (
    <Section
      id="callback"
      eyebrow="Talk to us"
      title="Request a callback"
      intro="Leave your name and number and we will call you back."
      tone="muted"
    >
      <div className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
        <CallbackRequestForm />
      </div>
    </Section>
  );
}
