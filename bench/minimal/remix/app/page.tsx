// The one page of the bare Remix app: ~28 KB of HTML, the size the issue measured (bench/minimal/README.md).
const PARAGRAPH =
  'A website for a small business should load at once, read well on a phone and say plainly what the business offers, ' +
  'where it is and how to reach it. This paragraph is filler of a realistic length, repeated to give the page its weight. ';

export type Item = { id: number; name: string; description: string; price_cents: number };

export function Page({ items }: { items: Item[] }) {
  return (
    <main>
      <h1>A bare Remix page</h1>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <h2>{item.name}</h2>
              <p>{item.description}</p>
              <p>{(item.price_cents / 100).toFixed(2)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {Array.from({ length: 47 }, (_, i) => (
        <section key={i}>
          <h2>Section {i + 1}</h2>
          <p>{PARAGRAPH}</p>
          <p>{PARAGRAPH}</p>
        </section>
      ))}
    </main>
  );
}
