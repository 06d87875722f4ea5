/** Big numbers with a caption: social proof, ROI value stat cards. */
export function StatGrid({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-card border border-border bg-surface p-5 text-center shadow-card">
          <dd className="text-3xl font-extrabold text-ink">{stat.value}</dd>
          <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
        </div>
      ))}
    </dl>
  );
}
