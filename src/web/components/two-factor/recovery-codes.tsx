import { Button } from '../ui/button';

/** The recovery codes, shown this once: only their hashes are kept. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-ink-200">
        Two-factor sign-in is on. Save these recovery codes somewhere safe: each one signs you in
        once if you lose your phone. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-xl border border-ink-800 bg-ink-950 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onSaved}>
        I Have Saved These Codes
      </Button>
    </div>
  );
}
