import { CheckCircle2, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { leadFormActions } from '~/shared/lead-form-actions';
import { publicMessages as messages } from '~/shared/public-messages';
import { Button } from '~/web/components/ui/button';
import { ReturnToField } from '~/web/components/ui/return-to-field';
import { toast } from '~/web/lib/toast';
import { requestResourceCopy } from './request-resource-copy';
import { PrivacyNote } from '~/web/components/ui/privacy-note';

/** The longest address e-mail allows; lead.ts holds the same limit but also pulls in zod. */
const emailMaxLength = 254;
const sectionId = 'email-copy';

/**
 * "E-mail me a copy": records a lead naming the resource, so the studio sends it. With
 * JavaScript it calls the JSON API; without, the browser posts the form to a page route.
 */
export function EmailMeACopy({ resourceId, title }: { resourceId: string; title: string }) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || isSubmitting) return;
    setIsSubmitting(true);
    try {
      await requestResourceCopy({ email, resourceId });
      setIsSent(true);
      toast.success(messages.resourceCopy.success);
    } catch {
      // The address stays in the field so the visitor can simply try again.
      toast.error(messages.resourceCopy.failure);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <section
      id={sectionId}
      aria-labelledby={`${inputId}-title`}
      className="rounded-3xl border border-ink-700 bg-gradient-to-br from-ink-800 to-ink-950 p-6 sm:p-8"
    >
      <h2 id={`${inputId}-title`} className="text-2xl font-semibold tracking-tight text-ink-100">
        E-mail me a copy
      </h2>
      <p className="mt-2 text-ink-300">
        Leave your address and we will e-mail you the {title}; nothing else unless you ask.
      </p>
      {isSent ? (
        <p role="status" className="mt-5 flex items-center gap-2 font-semibold text-pulse-400">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {messages.resourceCopy.success}
        </p>
      ) : (
        <form
          onSubmit={submit}
          method="post"
          action={leadFormActions.resourceCopy}
          aria-label={`E-mail me a copy of the ${title}`}
          className="mt-5"
        >
          <ReturnToField section={sectionId} />
          <input type="hidden" name="resourceId" value={resourceId} />
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
              loadingText="Sending..."
              className="px-6 py-3"
            >
              <Mail aria-hidden="true" className="size-4" />
              E-mail me a copy
            </Button>
          </div>
          <PrivacyNote className="mt-3" use="We use your e-mail only to send this copy." />
        </form>
      )}
    </section>
  );
}
