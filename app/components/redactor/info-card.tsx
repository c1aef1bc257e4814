/** The info card listing what the Redactor protects. */
const PROTECTED = [
  'Building IDs and unit numbers',
  'Floor and room identifiers',
  'Property addresses',
  'HVAC identifiers',
  'Sensor IDs and readings',
  'Energy usage metrics',
  'Email addresses and phone numbers',
  'Social security numbers',
  'Personal identifiers',
];

export function InfoCard() {
  return (
    <section className="card" aria-labelledby="protected-heading">
      <h2 id="protected-heading" className="text-lg font-semibold">
        What gets protected
      </h2>
      <ul className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
        {PROTECTED.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        Also: payment card numbers (Luhn-checked), long account and badge numbers, IPv4/IPv6 and MAC addresses, dates of birth and names
        introduced by context (&lsquo;Tenant:&rsquo;, &lsquo;Mr.&rsquo;, a sign-off). Prices, versions, timestamps, room counts, model numbers,
        ordinary dates and percentages are left as they are.
      </p>
    </section>
  );
}

export function ApiCard() {
  return (
    // min-w-0: a grid item is as wide as its widest line by default; the command below scrolls inside its own box.
    <section className="card min-w-0" aria-labelledby="api-heading">
      <h2 id="api-heading" className="text-lg font-semibold">
        Automate it
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Pipelines can call <code className="rounded bg-slate-100 px-1">POST /api/v1/redact</code> with{' '}
        <code className="rounded bg-slate-100 px-1">{'{"text": "…", "categories": ["email"], "consistent": true}'}</code> (up to 1 MB; 100
        requests a minute) or run the same engine on premises with <code className="rounded bg-slate-100 px-1">npm run -s redact -- file.txt</code>.
      </p>
      <pre className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">
        <code>{`curl -X POST https://<your-host>/api/v1/redact \\
  -H 'Content-Type: application/json' \\
  -d '{"text": "Tenant: Jane Roe, jane@example.com"}'`}</code>
      </pre>
    </section>
  );
}
