import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import {
  SEARCH_SYNONYM_MESSAGES,
  searchSynonymGroupInputSchema,
  synonymWordsFromText,
  type SearchSynonymGroup,
} from '@marketplace/contract/search-synonyms';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { errorText } from '../utils/error-text';
import {
  useAddSearchSynonymGroup,
  useRemoveSearchSynonymGroup,
  useSearchSynonyms,
} from './search-synonyms-api';

/** How a group's words are joined in a line, an accessible name or a toast. */
const joinWords = (words: readonly string[]) => words.join(', ');

interface AddGroupValues {
  text: string;
}

/**
 * The "Add group" form: the admin's comma-separated text becomes `words` (`synonymWordsFromText`) and is
 * checked with the contract's schema before it is sent; the schema's message, or the server's 400/409 message,
 * is shown under the field, which gets the focus.
 */
function AddGroupForm() {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const uid = useId();
  const add = useAddSearchSynonymGroup();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddGroupValues>({ defaultValues: { text: '' } });

  async function onValid({ text }: AddGroupValues) {
    const parsed = searchSynonymGroupInputSchema.safeParse({ words: synonymWordsFromText(text) });
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message ?? SEARCH_SYNONYM_MESSAGES.wordsTooFew;
      setError('text', { type: 'validate', message: first }, { shouldFocus: true });
      return;
    }
    try {
      const group = await add.mutateAsync(parsed.data);
      toast({
        title: message(SEARCH_SYNONYM_MESSAGES.added),
        description: joinWords(group.words),
        variant: 'success',
      });
      // Ready for the next group. (`reset` would drop the field's ref until the next render: no focus.)
      setValue('text', '');
      setFocus('text');
    } catch (error) {
      // A 400 carries the schema's message, a 409 "already exists" or "no room": both belong to the field.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setError(
          'text',
          { type: 'server', message: errorText(error, GENERIC_ERROR_MESSAGE) },
          { shouldFocus: true },
        );
        return;
      }
      toast({
        title: t('shared.error'),
        description: message(errorText(error, GENERIC_ERROR_MESSAGE)),
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-3">
      <FormField
        id={`${uid}-words`}
        label={message(SEARCH_SYNONYM_MESSAGES.wordsLabel)}
        error={errors.text?.message}
      >
        {(a11y) => (
          <Input
            {...a11y}
            type="text"
            dir="auto"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="done"
            placeholder={message(SEARCH_SYNONYM_MESSAGES.wordsPlaceholder)}
            {...register('text')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full sm:w-fit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {message(SEARCH_SYNONYM_MESSAGES.add)}
      </Button>
    </form>
  );
}

/** A group's words as chips; a screen reader hears them as one comma-separated line. */
function WordChips({ words }: { words: readonly string[] }) {
  return (
    <p className="flex min-w-0 flex-1 flex-wrap gap-1.5">
      {words.map((word, index) => (
        <span key={word} className="contents">
          {index > 0 ? <span className="sr-only">, </span> : null}
          <span
            dir="auto"
            className="inline-flex max-w-full items-center break-words rounded-full border bg-secondary px-2.5 py-0.5 text-sm text-secondary-foreground"
          >
            {word}
          </span>
        </span>
      ))}
    </p>
  );
}

/** The admin's groups, each with Remove (no confirmation: a removed group is added again in a moment). */
function AdminGroups({ groups }: { groups: SearchSynonymGroup[] }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const remove = useRemoveSearchSynonymGroup();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  function handleRemove(group: SearchSynonymGroup) {
    remove.mutate(group.id, {
      onSuccess: () => {
        // The button is gone with its group: the focus goes back to the list's heading.
        headingRef.current?.focus();
        toast({
          title: message(SEARCH_SYNONYM_MESSAGES.removed),
          description: joinWords(group.words),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t('shared.error'),
          description: message(errorText(error, GENERIC_ERROR_MESSAGE)),
          variant: 'destructive',
        }),
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-background">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="border-b px-4 py-3 text-base font-semibold focus:outline-none"
      >
        {t('searchSynonyms.groupsTitle', { count: groups.length })}
      </h2>
      {groups.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{message(SEARCH_SYNONYM_MESSAGES.none)}</p>
      ) : (
        <ul className="divide-y">
          {groups.map((group) => {
            const removing = remove.isPending && remove.variables === group.id;
            return (
              <li key={group.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <WordChips words={group.words} />
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="text-destructive hover:text-destructive"
                  onClick={() => handleRemove(group)}
                  disabled={removing}
                  aria-label={t('searchSynonyms.removeLabel', { words: joinWords(group.words) })}
                >
                  {removing ? (
                    <Loader2 aria-hidden="true" className="animate-spin" />
                  ) : (
                    <Trash2 aria-hidden="true" />
                  )}
                  {message(SEARCH_SYNONYM_MESSAGES.remove)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The groups built into search, read-only and folded away (about a hundred: the page stays short on a phone). */
function BuiltInGroups({ groups }: { groups: string[][] }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-lg border bg-background p-4">
      <h2 id={headingId} className="text-base font-semibold">
        {message(SEARCH_SYNONYM_MESSAGES.builtInTitle)}
      </h2>
      <p className="text-sm text-muted-foreground">{message(SEARCH_SYNONYM_MESSAGES.builtInHint)}</p>
      {groups.length > 0 ? (
        <details>
          <summary className="cursor-pointer rounded-md py-1 text-sm font-medium text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {t('searchSynonyms.showBuiltIn', { count: groups.length })}
          </summary>
          <ul className="mt-2 grid gap-1 text-sm">
            {groups.map((words, index) => (
              <li key={index} dir="auto" className="break-words rounded-md bg-muted px-2 py-1">
                {joinWords(words)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/**
 * /admin/management/search (issue #38 item 1): the admin's search synonyms. Groups of words or phrases that
 * search treats as one ("ice box", "cooler box", "esky"), added with one comma-separated field and removed one
 * by one, beside the groups built into search (read-only). A change applies to the next search; no reindex.
 */
export function AdminSearchSynonymsPage() {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const synonyms = useSearchSynonyms();

  return (
    <div className="grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{message(SEARCH_SYNONYM_MESSAGES.title)}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{message(SEARCH_SYNONYM_MESSAGES.description)}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('searchSynonyms.addTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <AddGroupForm />
        </CardContent>
      </Card>

      {synonyms.isPending ? (
        <div role="status" aria-label={t('searchSynonyms.loading')} className="grid gap-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : synonyms.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          {message(SEARCH_SYNONYM_MESSAGES.loadFailed)}
          <Button variant="outline" size="sm" onClick={() => void synonyms.refetch()}>
            {t('shared.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <AdminGroups groups={synonyms.data.groups} />
          <BuiltInGroups groups={synonyms.data.builtIn} />
        </>
      )}
    </div>
  );
}
