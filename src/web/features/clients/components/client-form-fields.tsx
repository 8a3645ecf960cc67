import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { clientLimits, type ClientInput } from '~/shared/schemas/clients';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';

interface ClientFormFieldsProps {
  register: UseFormRegister<ClientInput>;
  errors: FieldErrors<ClientInput>;
}

/** The fields of the add-client form and the edit dialog. */
export function ClientFormFields({ register, errors }: ClientFormFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        required
        autoComplete="off"
        maxLength={clientLimits.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={clientLimits.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        maxLength={clientLimits.phone}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Company"
        autoComplete="off"
        maxLength={clientLimits.company}
        error={errors.company?.message}
        {...register('company')}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        className="min-h-24"
        maxLength={clientLimits.notes}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </>
  );
}

export const emptyClient: ClientInput = { name: '', email: '', phone: '', company: '', notes: '' };
