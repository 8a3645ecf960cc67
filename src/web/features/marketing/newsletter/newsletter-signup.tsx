import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { emailMaxLength } from '~/shared/email-max-length';
import { leadFormActions } from '~/shared/lead-form-actions';
import { publicMessages as messages } from '~/shared/public-messages';
import { Button } from '~/web/components/ui/button';
import { ReturnToField } from '~/web/components/ui/return-to-field';
import { toast } from '~/web/lib/toast';
import { subscribeToNewsletter } from './subscribe-to-newsletter';
import { PrivacyNote } from '~/web/components/ui/privacy-note';
import { newsletterPromise } from '~/shared/newsletter/newsletter-promise';
import { useSiteSettings } from '~/web/lib/site-settings';

/**
 * The Transmission sign-up: one e-mail field. The browser's own required and e-mail checks
 * stop an empty or malformed address before anything is sent; the server checks again.
 */

export function NewsletterSignup({ id = 'subscribe' }: { id?: string }) {
  const newsletterSettings = useSiteSettings().newsletter;
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || isSubmitting) return;
    setIsSubmitting(true);
    try {
      await subscribeToNewsletter({ email });
      toast.success(messages.newsletter.success);
      setEmail('');
    } catch {
      // The address stays in the field so the visitor can simply try again.
      toast.error(messages.newsletter.failure);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form
      id={id}
      onSubmit={submit}
      // Without JavaScript the browser posts it to a route that answers with a page.
      method="post"
      action={leadFormActions.newsletter}
      aria-label="Subscribe to The Transmission"
      className="w-full"
    >
      <ReturnToField section={id} />
      <label htmlFor={inputId} className="text-sm font-medium text-ink-100">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          maxLength={emailMaxLength}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-full border border-ink-600 bg-ink-950/80 px-5 py-3 text-base text-ink-100 placeholder:text-ink-400 focus:border-signal-400 focus:outline-none focus:ring-2 focus:ring-signal-400/40"
        />
        <Button
          type="submit"
          isLoading={isSubmitting}
          loadingText="Subscribing..."
          className="px-6 py-3"
        >
          <Send aria-hidden="true" className="size-4" />
          Subscribe
        </Button>
      </div>
      <PrivacyNote className="mt-3" use={newsletterPromise(newsletterSettings)} />
    </form>
  );
}
