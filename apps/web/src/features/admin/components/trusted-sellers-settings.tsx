import { zodResolver } from '@hookform/resolvers/zod';
import {
  TRUSTED_SELLER_MESSAGES,
  TRUSTED_SELLER_MIN_APPROVED_MAX,
  TRUSTED_SELLER_MIN_APPROVED_MIN,
  trustedSellerSettingsInputSchema,
  type TrustedSellerSettings,
  type TrustedSellerSettingsInput,
} from '@marketplace/contract/trusted-sellers';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { applyApiIssues } from '@/lib/form-issues';
import { toast } from '@/lib/toast-store';
import { useTrustedSellerSettings } from '../api/get-trusted-seller-settings';
import { useUpdateTrustedSellerSettings } from '../api/update-trusted-seller-settings';
import { errorText } from '../utils/error-text';

const FIELDS: readonly Path<TrustedSellerSettingsInput>[] = ['enabled', 'minApprovedListings'];

function TrustedSellersForm({ settings }: { settings: TrustedSellerSettings }) {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const uid = useId();
  const update = useUpdateTrustedSellerSettings();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TrustedSellerSettingsInput>({
    resolver: zodResolver(trustedSellerSettingsInputSchema),
    defaultValues: { enabled: settings.enabled, minApprovedListings: settings.minApprovedListings },
  });

  const minApprovedField = register('minApprovedListings', { valueAsNumber: true });

  async function onValid(data: TrustedSellerSettingsInput) {
    try {
      const saved = await update.mutateAsync(data);
      toast({
        title: message(TRUSTED_SELLER_MESSAGES.saved),
        description: saved.enabled
          ? t('trustedSellers.savedOn', { count: saved.minApprovedListings })
          : message(TRUSTED_SELLER_MESSAGES.savedOff),
        variant: 'success',
      });
    } catch (error) {
      applyApiIssues(error, setError, FIELDS);
      toast({
        title: t('shared.error'),
        description: message(errorText(error, TRUSTED_SELLER_MESSAGES.loadFailed)),
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              id={`${uid}-enabled`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={isSubmitting}
            />
          )}
        />
        <Label htmlFor={`${uid}-enabled`}>{message(TRUSTED_SELLER_MESSAGES.enabledLabel)}</Label>
      </div>
      <FormField
        id={`${uid}-min`}
        label={message(TRUSTED_SELLER_MESSAGES.minApprovedLabel)}
        hint={message(TRUSTED_SELLER_MESSAGES.minApprovedHint)}
        error={message(errors.minApprovedListings?.message)}
        className="max-w-xs"
      >
        {(a11y) => (
          <Input
            {...a11y}
            type="number"
            inputMode="numeric"
            min={TRUSTED_SELLER_MIN_APPROVED_MIN}
            max={TRUSTED_SELLER_MIN_APPROVED_MAX}
            step={1}
            disabled={isSubmitting}
            {...minApprovedField}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full sm:w-fit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {message(TRUSTED_SELLER_MESSAGES.save)}
      </Button>
    </form>
  );
}

/**
 * Issue #14 item 4: the admin's "Auto-approve trusted sellers" setting (off by default) with N, the approved
 * listings a seller needs (1–100), on the System page. Validated by the contract's schema here and on the
 * server (`PUT /api/admin/system/trusted-sellers`).
 */
export function TrustedSellersSettings() {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const settings = useTrustedSellerSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{message(TRUSTED_SELLER_MESSAGES.title)}</CardTitle>
        <CardDescription>{message(TRUSTED_SELLER_MESSAGES.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div role="status" aria-label={t('trustedSellers.loading')} className="grid gap-3">
            <Skeleton className="h-6 w-56" />
            <Skeleton className="h-10 w-40" />
          </div>
        ) : settings.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            {message(TRUSTED_SELLER_MESSAGES.loadFailed)}
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              {t('shared.tryAgain')}
            </Button>
          </div>
        ) : (
          <TrustedSellersForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
