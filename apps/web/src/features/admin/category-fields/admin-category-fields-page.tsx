import { categoryFieldInputSchema, type CategoryFieldInput } from '@marketplace/contract/category-fields';
import {
  CATEGORY_FIELD_ADMIN_MESSAGES,
  CATEGORY_FIELD_TYPES,
  CATEGORY_FIELD_UNITS,
  numberRangeText,
  type AdminCategoryField,
  type CategoryFieldType,
} from '@marketplace/contract/category-fields-messages';
import { GENERIC_ERROR_MESSAGE } from '@marketplace/contract/errors';
import { DEFAULT_LANGUAGE, isLanguage } from '@marketplace/contract/language';
import { ArrowDown, ArrowUp, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useCategoryName } from '@/i18n/category-name';
import { useContractMessage } from '@/i18n/contract-messages';
import { ApiError } from '@/lib/api-client';
import { useCategories } from '@/lib/reference-data';
import { toast } from '@/lib/toast-store';
import { errorText } from '../utils/error-text';
import { useCategoryFields, useChangeCategoryFields, type CategoryFieldChange } from './category-fields-api';

/** The editor's form: what the admin types, before it becomes a `CategoryFieldInput`. */
interface FieldFormValues {
  key: string;
  labelEn: string;
  labelDv: string;
  type: CategoryFieldType;
  unit: string;
  min: string;
  max: string;
  /** One option per line: `value | English | Dhivehi`. */
  options: string;
  required: boolean;
  filterable: boolean;
}

const EMPTY_FORM: FieldFormValues = {
  key: '',
  labelEn: '',
  labelDv: '',
  type: 'choice',
  unit: '',
  min: '',
  max: '',
  options: '',
  required: false,
  filterable: true,
};

function formValuesOf(field: AdminCategoryField): FieldFormValues {
  return {
    key: field.key,
    labelEn: field.label.en,
    labelDv: field.label.dv,
    type: field.type,
    unit: field.unit ?? '',
    min: field.min === null ? '' : String(field.min),
    max: field.max === null ? '' : String(field.max),
    options: field.options.map((option) => `${option.value} | ${option.en} | ${option.dv}`).join('\n'),
    required: field.required,
    filterable: field.filterable,
  };
}

/** The definition the contract checks; a number that is not one stays a string and is refused by it. */
function inputOf(values: FieldFormValues): CategoryFieldInput {
  const bound = (text: string) =>
    text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : text;
  return {
    key: values.key.trim(),
    label: { en: values.labelEn, dv: values.labelDv },
    type: values.type,
    unit: (values.unit || null) as CategoryFieldInput['unit'],
    min: bound(values.min) as number | null,
    max: bound(values.max) as number | null,
    options: values.options
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [value = '', en = '', dv = ''] = line.split('|').map((part) => part.trim());
        return { value, en, dv };
      }),
    required: values.required,
    filterable: values.filterable,
  };
}

/** The form field an issue of the contract (or the server's 400) belongs under. */
function formFieldOf(path: string): keyof FieldFormValues {
  if (path === 'label.en') return 'labelEn';
  if (path === 'label.dv') return 'labelDv';
  const first = path.split('.')[0] ?? '';
  if (first === 'label') return 'labelEn';
  return (['key', 'type', 'unit', 'min', 'max', 'options'] as const).find((name) => name === first) ?? 'key';
}

/**
 * Adds a field, or edits one (its key and type stay: values are stored under the key, typed by the type). The
 * definition is checked with the contract's `categoryFieldInputSchema` before it is sent; its messages, or the
 * server's, show under the fields.
 */
function FieldForm({
  editing,
  onSubmit,
  onCancel,
}: {
  editing: AdminCategoryField | null;
  onSubmit: (change: CategoryFieldChange) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const uid = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FieldFormValues>({ defaultValues: editing ? formValuesOf(editing) : EMPTY_FORM });
  const type = useWatch({ control, name: 'type' });
  const isNumber = type === 'number';
  const isList = type === 'choice' || type === 'choices';
  const id = (name: string) => `${uid}-${name}`;

  const showIssues = (issues: ReadonlyArray<{ path: string; message: string }>) => {
    let focused = false;
    for (const issue of issues) {
      setError(
        formFieldOf(issue.path),
        { type: 'validate', message: issue.message },
        { shouldFocus: !focused },
      );
      focused = true;
    }
  };

  async function onValid(values: FieldFormValues) {
    const parsed = categoryFieldInputSchema.safeParse(inputOf(values));
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
      return;
    }
    try {
      await onSubmit(
        editing
          ? { kind: 'save', key: editing.key, field: parsed.data }
          : { kind: 'add', field: parsed.data },
      );
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) showIssues(error.issues);
      else if (error instanceof ApiError && error.status === 409) {
        setError(
          'key',
          { type: 'server', message: errorText(error, GENERIC_ERROR_MESSAGE) },
          { shouldFocus: true },
        );
      } else {
        // Offline, a lost session or a server fault: said in a toast; what was typed stays in the form.
        toast({ title: message(errorText(error, GENERIC_ERROR_MESSAGE)), variant: 'destructive' });
      }
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id('key')}
          label={t('categoryFields.key')}
          hint={t('categoryFields.keyHint')}
          error={message(errors.key?.message)}
        >
          {(a11y) => (
            <Input {...a11y} dir="ltr" autoComplete="off" disabled={editing !== null} {...register('key')} />
          )}
        </FormField>
        <FormField id={id('type')} label={t('categoryFields.type')} error={message(errors.type?.message)}>
          {(a11y) => (
            <NativeSelect {...a11y} disabled={editing !== null} {...register('type')}>
              {CATEGORY_FIELD_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`categoryFields.types.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={id('labelEn')}
          label={t('categoryFields.labelEn')}
          error={message(errors.labelEn?.message)}
        >
          {(a11y) => <Input {...a11y} dir="ltr" lang="en" autoComplete="off" {...register('labelEn')} />}
        </FormField>
        <FormField
          id={id('labelDv')}
          label={t('categoryFields.labelDv')}
          error={message(errors.labelDv?.message)}
        >
          {(a11y) => <Input {...a11y} dir="rtl" lang="dv" autoComplete="off" {...register('labelDv')} />}
        </FormField>
      </div>
      {isNumber ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id={id('unit')} label={t('categoryFields.unit')} error={message(errors.unit?.message)}>
            {(a11y) => (
              <NativeSelect {...a11y} {...register('unit')}>
                <option value="">{t('categoryFields.noUnit')}</option>
                {CATEGORY_FIELD_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={id('min')} label={t('categoryFields.min')} error={message(errors.min?.message)}>
            {(a11y) => <Input {...a11y} dir="ltr" inputMode="numeric" {...register('min')} />}
          </FormField>
          <FormField id={id('max')} label={t('categoryFields.max')} error={message(errors.max?.message)}>
            {(a11y) => <Input {...a11y} dir="ltr" inputMode="numeric" {...register('max')} />}
          </FormField>
        </div>
      ) : null}
      {isList ? (
        <FormField
          id={id('options')}
          label={t('categoryFields.options')}
          hint={t('categoryFields.optionsHint')}
          error={message(errors.options?.message)}
        >
          {(a11y) => <Textarea {...a11y} rows={5} dir="auto" {...register('options')} />}
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('required')} />
          {t('categoryFields.required')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('filterable')} />
          {t('categoryFields.filterable')}
        </label>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {editing ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('categoryFields.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {editing ? t('categoryFields.save') : t('categoryFields.add')}
        </Button>
      </div>
    </form>
  );
}

/** One field in the list: its labels, key, type and badges, with its actions. */
function FieldRow({
  field,
  first,
  last,
  busy,
  onChange,
  onEdit,
  onMove,
}: {
  field: AdminCategoryField;
  first: boolean;
  last: boolean;
  busy: boolean;
  onChange: (change: CategoryFieldChange) => void;
  onEdit: () => void;
  /** Moves the field one place up (-1) or down (1). */
  onMove: (by: -1 | 1) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const label = field.label[language];
  const detail =
    field.type === 'number'
      ? numberRangeText(field)
      : field.type === 'choice' || field.type === 'choices'
        ? t('categoryFields.optionCount', { count: field.options.length })
        : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b py-3 last:border-b-0">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          <span className={field.retired ? 'text-muted-foreground line-through' : undefined}>{label}</span>{' '}
          <span className="text-sm text-muted-foreground" dir="ltr">
            ({field.key})
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{t(`categoryFields.types.${field.type}`)}</span>
          {detail ? <bdi>{detail}</bdi> : null}
          {field.required ? <Badge variant="secondary">{t('categoryFields.badgeRequired')}</Badge> : null}
          {field.filterable ? <Badge variant="secondary">{t('categoryFields.badgeFilterable')}</Badge> : null}
          {field.retired ? <Badge variant="outline">{t('categoryFields.badgeRetired')}</Badge> : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={busy || first}
          aria-label={t('categoryFields.moveUp', { label })}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={busy || last}
          aria-label={t('categoryFields.moveDown', { label })}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={t('categoryFields.edit', { label })}
          onClick={onEdit}
        >
          {t('categoryFields.editButton')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={
            field.retired ? t('categoryFields.restore', { label }) : t('categoryFields.retire', { label })
          }
          onClick={() => onChange({ kind: field.retired ? 'restore' : 'retire', key: field.key })}
        >
          {field.retired ? t('categoryFields.restoreButton') : t('categoryFields.retireButton')}
        </Button>
      </div>
    </li>
  );
}

/**
 * /admin/management/categories (issue #39 item 1): the admin chooses a category and adds, edits, reorders,
 * retires and restores its fields. A change reaches the listing form at once; retiring never deletes what
 * listings hold.
 */
export function AdminCategoryFieldsPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const message = useContractMessage();
  const categoryName = useCategoryName();
  const categories = useCategories();
  const uid = useId();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const categoryId = pickedId ?? categories.data?.[0]?.id ?? null;
  const fields = useCategoryFields(categoryId);
  const change = useChangeCategoryFields(categoryId ?? 0);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  // A new, empty form after each change is saved (ready for the next field).
  const [formVersion, setFormVersion] = useState(0);
  const list = fields.data?.fields ?? [];
  const editing = list.find((field) => field.key === editingKey) ?? null;

  const done: Record<CategoryFieldChange['kind'], string> = {
    add: CATEGORY_FIELD_ADMIN_MESSAGES.added,
    save: CATEGORY_FIELD_ADMIN_MESSAGES.saved,
    retire: CATEGORY_FIELD_ADMIN_MESSAGES.retired,
    restore: CATEGORY_FIELD_ADMIN_MESSAGES.restored,
    reorder: CATEGORY_FIELD_ADMIN_MESSAGES.reordered,
  };
  const apply = async (next: CategoryFieldChange) => {
    await change.mutateAsync(next);
    toast({ title: message(done[next.kind]), variant: 'success' });
    setEditingKey(null);
    if (next.kind === 'add' || next.kind === 'save') setFormVersion((version) => version + 1);
  };
  /** Actions in the list: a failure is a toast (the form shows its own under its fields). */
  const applyFromList = (next: CategoryFieldChange) => {
    void apply(next).catch((error: unknown) =>
      toast({ title: message(errorText(error, GENERIC_ERROR_MESSAGE)), variant: 'destructive' }),
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const keys = list.map((field) => field.key);
    const [moved] = keys.splice(index, 1);
    keys.splice(index + by, 0, moved!);
    applyFromList({ kind: 'reorder', keys });
  };

  return (
    <div className="grid max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('common:pages.admin.categoryFields.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('common:pages.admin.categoryFields.description')}
        </p>
      </div>
      <Card>
        <CardContent className="grid gap-2 p-5">
          <FormField id={`${uid}-category`} label={t('categoryFields.category')}>
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={categoryId ?? ''}
                disabled={categories.isPending}
                onChange={(event) => {
                  setPickedId(Number(event.target.value));
                  setEditingKey(null);
                }}
              >
                {categories.data?.map((category) => (
                  <option key={category.id} value={category.id}>
                    {categoryName(category.name)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle id={`${uid}-fields-title`}>
            {t('categoryFields.fieldsTitle', {
              category: fields.data ? categoryName(fields.data.category.name) : '…',
            })}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {fields.isPending && categoryId !== null ? (
            <div role="status" aria-label={t('categoryFields.loading')} className="grid gap-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : list.length === 0 ? (
            <p className="text-muted-foreground">{t('categoryFields.none')}</p>
          ) : (
            <ol aria-labelledby={`${uid}-fields-title`} aria-busy={change.isPending}>
              {list.map((field, index) => (
                <FieldRow
                  key={field.key}
                  field={field}
                  first={index === 0}
                  last={index === list.length - 1}
                  busy={change.isPending}
                  onEdit={() => setEditingKey(field.key)}
                  onChange={applyFromList}
                  onMove={(by) => move(index, by)}
                />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>

      {categoryId !== null ? (
        <Card>
          <CardHeader>
            <CardTitle>
              {editing
                ? t('categoryFields.editTitle', { label: editing.label[language] })
                : t('categoryFields.addTitle')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <FieldForm
              key={`${categoryId}-${editing?.key ?? 'new'}-${formVersion}`}
              editing={editing}
              onSubmit={apply}
              onCancel={() => setEditingKey(null)}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
