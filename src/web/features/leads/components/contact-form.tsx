import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '~/web/lib/toast';
import { leadFormActions } from '~/shared/lead-form-actions';
import { publicMessages as messages } from '~/shared/public-messages';
import { contactLeadSchema, leadLimits, type ContactLeadInput } from '~/shared/schemas/lead';
import { Button } from '~/web/components/ui/button';
import { ReturnToField } from '~/web/components/ui/return-to-field';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { submitContactLead } from '../api/contact-leads';
import { PrivacyNote } from '~/web/components/ui/privacy-note';

const emptyForm: ContactLeadInput = {
  name: '',
  email: '',
  company: '',
  phone: '',
  message: '',
  website: '',
};

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactLeadInput>({
    resolver: zodResolver(contactLeadSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitContactLead(values);
      toast.success(messages.contact.success);
      reset(emptyForm);
    } catch {
      // The typed text stays in the form, so nothing is lost on failure.
      toast.error(messages.contact.failure);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      // Without JavaScript the browser posts it to a route that answers with a page.
      method="post"
      action={leadFormActions.contact}
      noValidate
      aria-labelledby="contact-us-heading"
      className="flex flex-col gap-5"
    >
      <ReturnToField />
      <h2 id="contact-us-heading" className="text-xl font-semibold">
        Contact us
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          required
          autoComplete="name"
          maxLength={leadLimits.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="email"
          maxLength={leadLimits.email}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          maxLength={leadLimits.company}
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={leadLimits.phone}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <TextAreaField
        label="Message"
        required
        rows={6}
        maxLength={leadLimits.message}
        error={errors.message?.message}
        {...register('message')}
      />
      {/* Honeypot: invisible to people and screen readers, tempting to bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <Button
        type="submit"
        isLoading={isSubmitting}
        loadingText="Sending..."
        className="self-start"
      >
        Send Message
      </Button>
      <PrivacyNote use="We use your name, e-mail and message only to answer you." />
    </form>
  );
}
