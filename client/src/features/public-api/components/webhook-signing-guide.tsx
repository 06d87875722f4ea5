import { WEBHOOK_SIGNING_GUIDE as GUIDE } from '@common/webhook-signing-guide';

/** How to check a delivery's signature, the same guide as the API reference page's (/api/docs#webhook-signatures). */
export function WebhookSigningGuide() {
  return (
    <details className="rounded-card border border-border bg-surface p-3 text-sm" data-testid="webhook-signing-guide">
      <summary className="cursor-pointer font-semibold text-ink">{GUIDE.heading}</summary>
      <div className="mt-3 grid gap-3">
        <p className="text-ink-muted">{GUIDE.intro}</p>
        <dl className="grid gap-2">
          {GUIDE.facts.map(([term, text]) => (
            <div key={term}>
              <dt className="font-medium text-ink">{term}</dt>
              <dd className="break-words text-ink-muted">{text}</dd>
            </div>
          ))}
        </dl>
        <ol className="list-decimal space-y-1 pl-5 text-ink-muted">
          {GUIDE.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {GUIDE.examples.map((example) => (
          <figure key={example.id} className="grid gap-1">
            <figcaption className="font-medium text-ink">{example.language}</figcaption>
            <pre
              className="max-w-full overflow-x-auto rounded-control bg-surface-muted p-3 text-xs"
              tabIndex={0}
              aria-label={`${GUIDE.heading}: ${example.language} example`}
            >
              <code>{example.code}</code>
            </pre>
          </figure>
        ))}
        <p className="text-ink-muted">
          <a href="/api/docs#webhook-signatures" className="font-medium text-primary underline">
            The API reference
          </a>{' '}
          has the same guide beside every call.
        </p>
      </div>
    </details>
  );
}
