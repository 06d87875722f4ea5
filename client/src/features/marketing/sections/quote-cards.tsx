type Quote = { quote: string; name: string; role: string };

/** Testimonials as quoted cards. */
export function QuoteCards({ quotes }: { quotes: readonly Quote[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {quotes.map((q) => (
        <li key={q.name}>
          <figure className="h-full rounded-card border border-border bg-surface p-6 shadow-card">
            <blockquote className="text-lg text-ink">“{q.quote}”</blockquote>
            <figcaption className="mt-4 text-sm text-ink-muted">
              <span className="font-semibold text-ink">{q.name}</span>, {q.role}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
