/** A check's figures as label–value lines in a muted box, the way each diagnostics card shows its details. */
export function DetailList({ rows }: { rows: Array<{ label: string; value: string }> }) {
  return (
    <dl className="grid gap-1.5 rounded-lg bg-muted/60 p-3 text-sm">
      {rows.map(({ label, value }) => (
        <div key={label} className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
