import { useStockCredits } from '../api/get-stock-credits';

/** A video's stock credits ("Video by Jane Doe on Pexels", linked), as the libraries' licences ask. */
export function StockCredits({ ids }: { ids: readonly string[] }) {
  const credits = useStockCredits(ids);
  if (!ids.length) return null;
  if (credits.isPending) return <span className="text-ink-muted">Loading credits…</span>;
  if (credits.isError) return <span className="text-ink-muted">Credits could not be loaded</span>;
  return (
    <ul className="grid gap-1">
      {credits.data.credits.map((credit) => (
        <li key={credit.pageUrl}>
          <a className="underline underline-offset-2" href={credit.pageUrl} target="_blank" rel="noreferrer noopener">
            {credit.text}
          </a>
          <span className="text-ink-muted"> · {credit.license}</span>
        </li>
      ))}
    </ul>
  );
}
