// A typed `t()` over one set of catalogues. Each area of the site has its own (couple-space.ts, public-site.ts),
// so that a page's JavaScript carries its own words only; index.ts joins them all for the server and back office.
export function translator<const C extends Record<string, string>>(catalogue: C) {
  return (key: keyof C & string): string => catalogue[key]!;
}
