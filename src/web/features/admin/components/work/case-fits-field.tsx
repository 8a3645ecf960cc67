import { catalogue, catalogueKeys } from '~/shared/catalogue';
import { workOfferPaths } from '~/shared/work/work-fits';

/** Which pages show the case: the offer pages, and /products for any product ticked. */
export function CaseFitsField({
  fits,
  onChange,
  error,
}: {
  fits: string[];
  onChange: (fits: string[]) => void;
  error?: string;
}) {
  const toggle = (token: string, isOn: boolean) =>
    onChange(isOn ? [...fits, token] : fits.filter((other) => other !== token));
  const box = (token: string, label: string) => (
    <label key={token} className="flex min-h-11 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-signal-500"
        checked={fits.includes(token)}
        onChange={(event) => toggle(token, event.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="grid gap-3 rounded-lg border border-ink-800 p-3">
      <legend className="px-1 text-sm font-medium">Fits (where the case is shown)</legend>
      <div>
        <p className="text-sm text-ink-300">Offer pages</p>
        <div className="grid gap-x-4 sm:grid-cols-3">
          {workOfferPaths.map((path) => box(path, path))}
        </div>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-ink-300">
          Products ({fits.filter((token) => !token.startsWith('/')).length} ticked)
        </summary>
        <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
          {catalogueKeys.map((key) => box(key, catalogue[key].name))}
        </div>
      </details>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
