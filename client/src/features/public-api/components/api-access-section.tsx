import { API_KEY_SCOPES, createApiKeyRequestSchema, createWebhookRequestSchema, type CreateApiKeyRequest } from '@common/contracts/public-api';
import { useState } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PUBLIC_API_COPY as COPY } from '@/content/public-api-copy';
import { useEntitlements } from '@/features/billing';
import { useCreateApiKey } from '../api/create-api-key';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useApiKeys } from '../api/get-api-keys';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useWebhooks } from '../api/get-webhooks';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { WebhookSigningGuide } from './webhook-signing-guide';

// A URL typed with spaces around it still counts.
const webhookFormSchema = z.object({ url: z.string().trim().pipe(createWebhookRequestSchema.shape.url) });

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);

function ShownOnce({ title, value }: { title: string; value: string }) {
  return (
    <div role="status" className="grid gap-1 rounded-card border border-border bg-surface-muted p-3">
      <p className="text-sm font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">{COPY.newKeyText}</p>
      <code className="break-all text-sm" aria-label={title}>
        {value}
      </code>
    </div>
  );
}

function ApiKeys() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const form = useZodForm(createApiKeyRequestSchema, { defaultValues: { name: '', scopes: ['read'] } });
  const [secret, setSecret] = useState<string>();
  const create = useCreateApiKey({ onSuccess: (created) => setSecret(created.secret) });
  const onSubmit = (values: CreateApiKeyRequest) => {
    setSecret(undefined);
    return create.mutateAsync(values).catch((e: Error) => form.setError('name', { type: 'server', message: e.message }, { shouldFocus: true }));
  };
  const error = form.formState.errors.name?.message;
  const scopesError = form.formState.errors.scopes?.message;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-ink">{COPY.keysHeading}</h3>
      {secret && <ShownOnce title={COPY.newKeyTitle} value={secret} />}
      <ul className="grid gap-2">
        {keys.data?.keys.length === 0 && <li className="text-sm text-ink-muted">{COPY.noKeys}</li>}
        {keys.data?.keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              <strong>{key.name}</strong> <code>{key.prefix}…</code> · {key.scopes.join(', ')} ·{' '}
              {key.revokedAt ? COPY.revoked : COPY.lastUsed(when(key.lastUsedAt))}
            </span>
            {!key.revokedAt && (
              <Button type="button" variant="secondary" onClick={() => revoke.mutate(key.id)} aria-label={`${COPY.revoke} ${key.name}`}>
                {COPY.revoke}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Form form={form} noValidate className="grid gap-3" onSubmit={onSubmit}>
        <FormField id="api-key-name" label={COPY.keyName} error={error}>
          <Input {...fieldErrorProps('api-key-name', error)} maxLength={60} {...form.register('name')} />
        </FormField>
        <fieldset className="grid gap-2" aria-describedby={scopesError ? 'api-key-scopes-error' : undefined}>
          <legend className="text-sm font-medium text-ink">{COPY.scopes}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-3 text-sm text-ink">
              <input type="checkbox" className="size-4 accent-primary" value={scope} {...form.register('scopes')} />
              {COPY.scopeLabels[scope]}
            </label>
          ))}
          {scopesError ? (
            <p id="api-key-scopes-error" className="text-sm text-danger">
              {scopesError}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          {create.isPending ? COPY.creating : COPY.createKey}
        </Button>
      </Form>
    </div>
  );
}

function Webhooks() {
  const endpoints = useWebhooks();
  const deliveries = useWebhookDeliveries();
  const remove = useDeleteWebhook();
  const form = useZodForm(webhookFormSchema, { defaultValues: { url: '' } });
  const [secret, setSecret] = useState<string>();
  const create = useCreateWebhook({ onSuccess: (created) => setSecret(created.secret) });
  const onSubmit = (values: { url: string }) => {
    setSecret(undefined);
    return create.mutateAsync(values).catch((e: Error) => form.setError('url', { type: 'server', message: e.message }, { shouldFocus: true }));
  };
  const error = form.formState.errors.url?.message;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-ink">{COPY.webhooksHeading}</h3>
      <p className="text-sm text-ink-muted">{COPY.webhooksIntro}</p>
      <WebhookSigningGuide />
      {secret && <ShownOnce title={COPY.newSecretTitle} value={secret} />}
      <ul className="grid gap-2">
        {endpoints.data?.endpoints.length === 0 && <li className="text-sm text-ink-muted">{COPY.noWebhooks}</li>}
        {endpoints.data?.endpoints.map((endpoint) => (
          <li key={endpoint.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <code className="break-all">{endpoint.url}</code>
            <Button type="button" variant="secondary" onClick={() => remove.mutate(endpoint.id)} aria-label={`${COPY.remove} ${endpoint.url}`}>
              {COPY.remove}
            </Button>
          </li>
        ))}
      </ul>
      <Form form={form} noValidate className="grid gap-3" onSubmit={onSubmit}>
        <FormField id="webhook-url" label={COPY.webhookUrl} error={error}>
          <Input {...fieldErrorProps('webhook-url', error)} type="url" placeholder="https://" {...form.register('url')} />
        </FormField>
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={create.isPending}>
          {COPY.addWebhook}
        </Button>
      </Form>
      <h4 className="text-sm font-semibold text-ink">{COPY.deliveriesHeading}</h4>
      <ul aria-label={COPY.deliveriesHeading} className="grid gap-1 text-sm">
        {deliveries.data?.deliveries.length === 0 && <li className="text-ink-muted">{COPY.noDeliveries}</li>}
        {deliveries.data?.deliveries.map((d) => (
          <li key={d.id}>
            {when(d.createdAt)} · {d.event} · <strong>{d.status}</strong> · {COPY.attempts(d.attempts)}
            {d.lastStatusCode !== null && ` · HTTP ${d.lastStatusCode}`}
            {d.status !== 'delivered' && d.lastError && ` · ${d.lastError}`} · <code className="break-all">{d.url}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The profile's API access: keys and webhooks for plans with `api-access`, a pointer to the plans otherwise. */
export function ApiAccessSection() {
  const entitlements = useEntitlements();
  if (entitlements.isPending) return null;
  if (!entitlements.data?.features.includes('api-access')) {
    return (
      <p className="text-sm text-ink-muted">
        {COPY.notIncluded}{' '}
        <Link href="/pricing" className="text-primary underline">
          {COPY.seePlans}
        </Link>
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-sm text-ink-muted">{COPY.intro}</p>
      <ApiKeys />
      <Webhooks />
    </div>
  );
}
