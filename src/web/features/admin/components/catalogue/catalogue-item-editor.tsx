import { useState, type FormEvent } from 'react';
import {
  catalogueEditSchema,
  type CatalogueEdit,
  type CatalogueEntry,
} from '~/shared/schemas/catalogue';
import { ladderProducts } from '~/shared/ladder';
import { Button } from '~/web/components/ui/button';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { ApiError } from '~/web/lib/api-client';
import { toast } from '~/web/lib/toast';
import { useSaveCatalogueItem } from '~/web/features/admin/api/catalogue-api';
import { instantOf, localInputValue } from './catalogue-format';

/** The form's own values: what the admin typed, as typed. */
interface Draft {
  name: string;
  description: string;
  price: string;
  duration: string;
  included: string;
  ladderProducts: string[];
  hasSale: boolean;
  salePrice: string;
  saleStarts: string;
  saleEnds: string;
}

/** Cents as the price field shows them: "1500", or "19.99" when there are cents. */
const priceInput = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

function draftOf(item: CatalogueEntry): Draft {
  return {
    name: item.name,
    description: item.description,
    price: priceInput(item.amount),
    duration: item.duration ?? '',
    included: item.included.join('\n'),
    ladderProducts: item.ladderProducts,
    hasSale: item.sale !== null,
    salePrice: item.sale ? priceInput(item.sale.amount) : '',
    saleStarts: item.sale ? localInputValue(item.sale.startsAt) : '',
    saleEnds: item.sale ? localInputValue(item.sale.endsAt) : '',
  };
}

/** The server names a refused field by its path; the admin knows it by its label. */
const fieldLabels: Record<string, string> = {
  name: 'Name',
  amount: 'Price',
  description: 'Short description',
  duration: 'Duration',
  included: 'Included',
  'sale.amount': 'Sale price',
  'sale.startsAt': 'Sale start',
  'sale.endsAt': 'Sale end',
};

function readable(message: string): string {
  const labelled = message.replace(/^([\w.]+): /, (whole, path: string) =>
    fieldLabels[path] ? `${fieldLabels[path]}: ` : whole,
  );
  const sentence = /[.!?]$/.test(labelled) ? labelled : `${labelled}.`;
  return sentence.includes('Nothing was saved') ? sentence : `${sentence} Nothing was saved.`;
}

/**
 * Dollars as typed ("1,500", "$19.99"), in cents; NaN for anything else (a minus sign, a
 * third decimal, letters), which the schema refuses with the price's own message rather
 * than rounding it into a price nobody typed.
 */
function centsOf(dollars: string): number {
  const typed = dollars.replace(/[$\s]/g, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(typed)) return Number.NaN;
  const [whole = '0', fraction = ''] = typed.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The first thing the shared schema refuses, as "Label: message", or undefined. */
function firstProblem(edit: CatalogueEdit): string | undefined {
  const parsed = catalogueEditSchema.safeParse(edit);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
}

function editOf(item: CatalogueEntry, draft: Draft): CatalogueEdit {
  return {
    revision: item.revision,
    name: draft.name,
    description: draft.description,
    amount: centsOf(draft.price),
    duration: draft.duration.trim() || null,
    included: draft.included
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    ladderProducts: draft.ladderProducts as CatalogueEdit['ladderProducts'],
    sale: draft.hasSale
      ? {
          amount: centsOf(draft.salePrice),
          startsAt: instantOf(draft.saleStarts),
          endsAt: instantOf(draft.saleEnds),
        }
      : null,
  };
}

/**
 * One item's editable facts. Mode, billing period and instalments are shown, not edited:
 * they change what existing subscriptions mean (see the catalogue decision record).
 */
export function CatalogueItemEditor({
  item,
  onDone,
}: {
  item: CatalogueEntry;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(item));
  const [problem, setProblem] = useState<string>();
  const save = useSaveCatalogueItem();
  const set = <Field extends keyof Draft>(field: Field, value: Draft[Field]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const fieldId = (name: string) => `catalogue-${item.key}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const edit = editOf(item, draft);
    // Checked here with the server's own schema, so a bad price never leaves the form;
    // the server checks again and changes nothing on what it refuses.
    const refused = firstProblem(edit);
    if (refused) return setProblem(readable(refused));
    try {
      await save.mutateAsync({ key: item.key, edit });
      toast.success(`${draft.name} saved`);
      onDone();
    } catch (error) {
      setProblem(
        readable(error instanceof ApiError ? error.message : 'Saving failed. Please try again'),
      );
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Edit ${item.name}`}
      className="mt-4 flex flex-col gap-4 border-t border-ink-800 pt-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          required
          maxLength={120}
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label="Price (US dollars)"
          required
          inputMode="decimal"
          value={draft.price}
          onChange={(event) => set('price', event.target.value)}
        />
        <TextField
          label="Duration"
          maxLength={60}
          placeholder="90 minutes, 3 months…"
          value={draft.duration}
          onChange={(event) => set('duration', event.target.value)}
        />
      </div>
      <TextAreaField
        label="Short description"
        maxLength={400}
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextAreaField
        label="Included (one per line)"
        value={draft.included}
        onChange={(event) => set('included', event.target.value)}
      />
      <fieldset className="rounded-xl border border-ink-800 p-4">
        <legend className="px-1 text-sm font-semibold text-ink-100">Ladder products granted</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ladderProducts.map((product) => (
            <label key={product.id} className="flex items-center gap-2 text-sm text-ink-200">
              <input
                type="checkbox"
                className="size-4 accent-signal-500"
                checked={draft.ladderProducts.includes(product.id)}
                onChange={(event) =>
                  set(
                    'ladderProducts',
                    event.target.checked
                      ? [...draft.ladderProducts, product.id]
                      : draft.ladderProducts.filter((id) => id !== product.id),
                  )
                }
              />
              {product.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-xl border border-ink-800 p-4">
        <legend className="px-1 text-sm font-semibold text-ink-100">Sale</legend>
        <label className="flex items-center gap-2 text-sm text-ink-200">
          <input
            id={fieldId('has-sale')}
            type="checkbox"
            className="size-4 accent-signal-500"
            checked={draft.hasSale}
            onChange={(event) => set('hasSale', event.target.checked)}
          />
          A sale price between two dates (your time zone)
        </label>
        {draft.hasSale && (
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            <TextField
              label="Sale price (US dollars)"
              required
              inputMode="decimal"
              value={draft.salePrice}
              onChange={(event) => set('salePrice', event.target.value)}
            />
            <TextField
              label="Starts"
              type="datetime-local"
              required
              value={draft.saleStarts}
              onChange={(event) => set('saleStarts', event.target.value)}
            />
            <TextField
              label="Ends"
              type="datetime-local"
              required
              value={draft.saleEnds}
              onChange={(event) => set('saleEnds', event.target.value)}
            />
          </div>
        )}
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending} loadingText="Saving...">
          Save {item.name}
        </Button>
      </div>
    </form>
  );
}
