import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { messages } from '~/shared/messages';
import {
  shareFormSchema,
  type Folder,
  type ShareCandidate,
  type ShareFormInput,
} from '~/shared/schemas/tasks-folders';
import { defaultShareLevel, shareLevelLabels, shareLevels } from '~/shared/tasks/share-levels';
import { suggestPeople } from '~/shared/tasks/share-suggestions';
import { Button } from '~/web/components/ui/button';
import { useShareCandidates, useShareFolder } from '../api/use-sharing';

const emailSchema = z.email();

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Picks whom to share with: people the user already shares a folder with (either way),
 * suggested by address prefix as they type,
 * or an account found by its exact e-mail address. The server never hands a non-admin
 * the account list. A person must be chosen before Share is enabled; the level is view.
 */
export function SharePersonForm({ folder }: { folder: Folder }) {
  const searchId = useId();
  const levelId = useId();
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim().toLowerCase(), 400);
  const exactEmail = emailSchema.safeParse(typed).success ? typed : '';
  const collaborators = useShareCandidates('', true);
  const lookup = useShareCandidates(exactEmail, Boolean(exactEmail));
  const share = useShareFolder();
  const { register, handleSubmit, reset, control, setValue } = useForm<ShareFormInput>({
    resolver: zodResolver(shareFormSchema),
    defaultValues: { user_id: '', level: defaultShareLevel },
  });
  const chosen = useWatch({ control, name: 'user_id' });

  const taken = new Set([folder.user_id, ...folder.shared_with]);
  const options: ShareCandidate[] = suggestPeople(
    [...(exactEmail ? (lookup.data ?? []) : []), ...(collaborators.data ?? [])],
    search,
    taken,
  );
  const isLookingUp = Boolean(exactEmail) && lookup.isFetching;
  // Typing the whole address is a choice: it once left Share disabled until the one
  // matching radio was ticked too.
  const typedMatch = options.find((person) => person.email === search.trim().toLowerCase());
  useEffect(() => {
    if (typedMatch) setValue('user_id', typedMatch.id, { shouldDirty: true });
  }, [typedMatch, setValue]);
  // Enter in the address field shares as soon as the address is found (the lookup waits
  // for typing to pause, so Enter may come first).
  const isEnterPending = useRef(false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await share.mutateAsync({
        folderId: folder.id,
        userId: values.user_id,
        level: values.level,
        isNew: true,
      });
      reset({ user_id: '', level: defaultShareLevel });
      setSearch('');
    } catch {
      // The toast says it failed; the choice stays for another try.
    }
  });

  useEffect(() => {
    // An address that is not found leaves the wish pending, harmlessly: the status line
    // says so, and typing again clears it.
    if (!isEnterPending.current || !typedMatch) return;
    isEnterPending.current = false;
    void onSubmit();
  }, [typedMatch, onSubmit]);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-ink-100">
          Find a person
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            isEnterPending.current = false;
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (chosen) void onSubmit();
            else if (emailSchema.safeParse(search.trim().toLowerCase()).success)
              isEnterPending.current = true;
          }}
          placeholder="Email address"
          autoComplete="off"
          className="w-full rounded-lg border border-ink-600 bg-ink-900 px-3.5 py-2.5 text-base text-ink-100 placeholder:text-ink-400 focus:border-signal-400 focus:outline-none"
        />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend className="mb-1.5 text-sm font-medium text-ink-100">
          Person{' '}
          <span aria-hidden="true" className="text-signal-400">
            *
          </span>
        </legend>
        <div
          className="max-h-48 overflow-y-auto rounded-lg border border-ink-700"
          aria-busy={isLookingUp || undefined}
        >
          {options.map((person) => (
            <label
              key={person.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-ink-800 has-[:checked]:bg-signal-500/10 sm:min-h-0"
            >
              <input
                type="radio"
                value={person.id}
                className="accent-signal-500"
                {...register('user_id')}
              />
              <span className="min-w-0 truncate">{person.email}</span>
            </label>
          ))}
          {options.length === 0 && (
            <p className="px-3 py-3 text-sm text-ink-400" role="status">
              {isLookingUp
                ? 'Looking up…'
                : exactEmail && lookup.isFetched
                  ? messages.tasks.shareUserNotFound
                  : 'Type the exact email address of the person to share with.'}
            </p>
          )}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={levelId} className="text-sm font-medium text-ink-100">
            Permission
          </label>
          <select
            id={levelId}
            className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2.5 text-sm text-ink-100"
            {...register('level')}
          >
            {shareLevels.map((level) => (
              <option key={level} value={level}>
                {shareLevelLabels[level]}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="submit"
          disabled={!chosen || share.isPending}
          isLoading={share.isPending}
          loadingText="Sharing..."
        >
          Share
        </Button>
      </div>
    </form>
  );
}
