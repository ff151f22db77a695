import type { Island } from '@marketplace/contract/locations';
import { Check, ChevronDown, LoaderCircle } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { useLocations } from '@/lib/reference-data';
import { filterAtolls, findIsland } from './filter-atolls';

interface LocationComboboxProps {
  id: string;
  /** The stored island value, e.g. "HA. Dhidhdhoo, Haa Alif", or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  disabled?: boolean;
}

/**
 * The island picker of the sign-up form (spec 01 §2, §9): islands grouped under their atoll, a search box
 * to narrow the 190 islands, a list at most 15 rem high, a red border when invalid. Keyboard: type to
 * filter, ↑/↓ (PageUp/PageDown by ten) to move, Enter to pick, Escape to close.
 */
export function LocationCombobox({
  id,
  value,
  onChange,
  onBlur,
  ref,
  disabled,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: LocationComboboxProps) {
  const locations = useLocations();
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);

  const atolls = useMemo(() => locations.data ?? [], [locations.data]);
  const groups = useMemo(() => filterAtolls(atolls, search), [atolls, search]);
  const options = useMemo(() => groups.flatMap((atoll) => atoll.islands), [groups]);
  const selected = findIsland(atolls, value);

  const listId = `${id}-listbox`;
  const optionId = (island: Island) => `${id}-option-${island.id}`;
  const active = options[Math.min(activeIndex, options.length - 1)];

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setSearch('');
      const all = atolls.flatMap((atoll) => atoll.islands);
      setActiveIndex(
        Math.max(
          0,
          all.findIndex((i) => i.value === value),
        ),
      );
    } else {
      onBlur?.();
    }
  }

  function choose(island: Island) {
    onChange(island.value);
    setOpen(false);
  }

  function moveTo(index: number) {
    if (options.length === 0) return;
    const next = Math.max(0, Math.min(options.length - 1, index));
    setActiveIndex(next);
    const target = options[next];
    if (target) document.getElementById(optionId(target))?.scrollIntoView({ block: 'nearest' });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const current = Math.min(activeIndex, options.length - 1);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(current - 1);
        break;
      case 'PageDown':
        event.preventDefault();
        moveTo(current + 10);
        break;
      case 'PageUp':
        event.preventDefault();
        moveTo(current - 10);
        break;
      case 'Enter':
        // Never submit the surrounding form from inside the picker.
        event.preventDefault();
        if (active) choose(active);
        break;
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <button
          ref={ref}
          id={id}
          type="button"
          disabled={disabled}
          aria-haspopup="listbox"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-labelledby={`${id}-label ${id}-value`}
          className={cn(
            'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-start text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
            invalid && 'border-destructive ring-destructive',
          )}
        >
          <span
            id={`${id}-value`}
            dir="auto"
            className={cn('truncate', !selected && 'text-muted-foreground')}
          >
            {selected ? (
              <>
                {selected.island.name}
                <span className="text-muted-foreground">, {selected.atoll.name}</span>
              </>
            ) : (
              t('location.placeholder')
            )}
          </span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-muted-foreground" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-md border bg-background p-2 shadow-lg"
        >
          <input
            type="text"
            role="combobox"
            aria-label={t('location.search')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active ? optionId(active) : undefined}
            autoComplete="off"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={handleKeyDown}
            placeholder={t('location.searchPlaceholder')}
            className="mb-2 h-9 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          />
          {locations.isPending ? (
            <p role="status" className="flex items-center gap-2 px-2 py-3 text-sm text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> {t('location.loading')}
            </p>
          ) : locations.isError ? (
            <div role="alert" className="px-2 py-3 text-sm">
              <p>{t('location.loadFailed')}</p>
              <button
                type="button"
                onClick={() => void locations.refetch()}
                className="mt-2 font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('location.tryAgain')}
              </button>
            </div>
          ) : (
            <div
              id={listId}
              role="listbox"
              aria-label={t('location.islands')}
              className="max-h-[15rem] overflow-y-auto overscroll-contain"
            >
              {groups.length === 0 ? (
                <p className="px-2 py-3 text-sm text-muted-foreground">
                  {t('location.noMatch', { search: search.trim() })}
                </p>
              ) : (
                groups.map((atoll) => (
                  <div key={atoll.code} role="group" aria-labelledby={`${id}-atoll-${atoll.code}`}>
                    <div
                      id={`${id}-atoll-${atoll.code}`}
                      className="sticky top-0 bg-background px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                    >
                      <span dir="auto">{atoll.label}</span>
                    </div>
                    {atoll.islands.map((island) => {
                      const isSelected = island.value === value;
                      const isActive = active?.id === island.id;
                      return (
                        <div
                          key={island.id}
                          id={optionId(island)}
                          role="option"
                          aria-selected={isSelected}
                          onPointerMove={() => setActiveIndex(options.indexOf(island))}
                          onClick={() => choose(island)}
                          className={cn(
                            'flex cursor-pointer items-center justify-between rounded-sm px-2 py-2 text-sm',
                            isActive && 'bg-accent text-accent-foreground',
                          )}
                        >
                          <span dir="auto">{island.name}</span>
                          {isSelected ? <Check aria-hidden="true" className="h-4 w-4 text-primary" /> : null}
                        </div>
                      );
                    })}
                  </div>
                ))
              )}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
