import { zodResolver } from '@hookform/resolvers/zod';
import {
  SITE_CONTACT_MAX_LENGTH,
  SITE_CONTACT_MESSAGES,
  siteContactInputSchema,
  type SiteContact,
  type SiteContactFormValues,
  type SiteContactSettings,
} from '@marketplace/contract/site-contact';
import { Loader2 } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/i18n/contract-messages';
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useSiteContactSettings, useUpdateSiteContactSettings } from '../api/site-contact';
import { errorText } from '../utils/error-text';

/** Each field: its label, its input type and what the phone keyboard offers. */
const FIELDS: ReadonlyArray<{
  name: keyof SiteContact;
  label: keyof typeof SITE_CONTACT_MESSAGES;
  type: ComponentProps<'input'>['type'];
  autoComplete: string;
  placeholder: string;
}> = [
  {
    name: 'email',
    label: 'emailLabel',
    type: 'email',
    autoComplete: 'off',
    placeholder: 'support@example.mv',
  },
  { name: 'phone', label: 'phoneLabel', type: 'tel', autoComplete: 'off', placeholder: '+960 330 1234' },
  {
    name: 'instagram',
    label: 'instagramLabel',
    type: 'url',
    autoComplete: 'off',
    placeholder: 'https://www.instagram.com/…',
  },
  {
    name: 'facebook',
    label: 'facebookLabel',
    type: 'url',
    autoComplete: 'off',
    placeholder: 'https://www.facebook.com/…',
  },
  {
    name: 'viber',
    label: 'viberLabel',
    type: 'url',
    autoComplete: 'off',
    placeholder: 'https://invite.viber.com/…',
  },
];
const FIELD_NAMES: readonly Path<SiteContactFormValues>[] = FIELDS.map((field) => field.name);

function SiteContactForm({ settings }: { settings: SiteContactSettings }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const uid = useId();
  const update = useUpdateSiteContactSettings();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SiteContactFormValues, unknown, SiteContact>({
    resolver: zodResolver(siteContactInputSchema),
    defaultValues: {
      email: settings.email ?? '',
      phone: settings.phone ?? '',
      instagram: settings.instagram ?? '',
      facebook: settings.facebook ?? '',
      viber: settings.viber ?? '',
    },
  });

  // Sent as typed (every field, '' for one left empty): the server applies the same schema.
  async function onValid() {
    const typed = getValues();
    try {
      await update.mutateAsync(typed);
      toast({
        title: message(SITE_CONTACT_MESSAGES.saved),
        description: message(SITE_CONTACT_MESSAGES.savedText),
        variant: 'success',
      });
    } catch (error) {
      applyApiIssues(error, setError, FIELD_NAMES);
      toast({
        title: t('shared.error'),
        description: message(errorText(error, SITE_CONTACT_MESSAGES.loadFailed)),
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`${uid}-${field.name}`}
          label={message(SITE_CONTACT_MESSAGES[field.label])}
          error={message(errors[field.name]?.message)}
        >
          {(a11y) => (
            <Input
              {...a11y}
              type={field.type}
              autoComplete={field.autoComplete}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={SITE_CONTACT_MAX_LENGTH}
              placeholder={field.placeholder}
              disabled={isSubmitting}
              {...register(field.name)}
            />
          )}
        </FormField>
      ))}
      <Button type="submit" className="w-full sm:col-span-2 sm:w-fit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {message(SITE_CONTACT_MESSAGES.save)}
      </Button>
    </form>
  );
}

/**
 * Issue #37 item 4q: the site's support e-mail and phone and its Instagram, Facebook and Viber links, on the
 * System page. Validated by the contract's schema here and on the server (`PUT /api/admin/system/contact`);
 * a field left empty is shown nowhere.
 */
export function SiteContactSettingsCard() {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const settings = useSiteContactSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{message(SITE_CONTACT_MESSAGES.title)}</CardTitle>
        <CardDescription>{message(SITE_CONTACT_MESSAGES.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div
            role="status"
            aria-label={message(SITE_CONTACT_MESSAGES.title)}
            className="grid gap-3 sm:grid-cols-2"
          >
            {FIELDS.map((field) => (
              <Skeleton key={field.name} className="h-16" />
            ))}
          </div>
        ) : settings.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            {message(SITE_CONTACT_MESSAGES.loadFailed)}
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              {t('shared.tryAgain')}
            </Button>
          </div>
        ) : (
          <SiteContactForm key={settings.data.updatedAt ?? 'empty'} settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
