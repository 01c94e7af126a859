import { seededRandom } from './random.ts';

/**
 * A year of daily prices from `start` to `end` cents: a random walk pulled onto the straight
 * line between them (a Brownian bridge), so charts look like a market and end at today's price.
 */
export function dailyPrices(startCents: number, endCents: number, days: number, seed: number): number[] {
  const random = seededRandom(seed);
  const walk: number[] = [0];
  for (let i = 1; i < days; i += 1) walk.push(walk[i - 1]! + (random() - 0.5) * 2);
  const last = walk[days - 1]!;
  const volatility = Math.max(startCents, endCents) * 0.012;
  return walk.map((w, i) => {
    const t = days === 1 ? 1 : i / (days - 1);
    const bridge = w - t * last;
    const trend = startCents + (endCents - startCents) * t;
    return Math.max(100, Math.round(trend + bridge * volatility));
  });
}

/**
 * Quarterly forecast for this year and the next two: compound growth through today's price on
 * `today`, so quarters already past sit below it and the path passes through today (decision 0028).
 */
export function predictionGraph(priceCents: number, growthPercent: number, today: Date): Record<string, number> {
  const graph: Record<string, number> = {};
  const year = today.getUTCFullYear();
  const now = Date.UTC(year, today.getUTCMonth(), today.getUTCDate());
  for (let y = 0; y < 3; y += 1) {
    for (let q = 1; q <= 4; q += 1) {
      const yearsAhead = (Date.UTC(year + y, q * 3, 0) - now) / (365.25 * 86_400_000);
      graph[`${year + y}_${q}`] = Math.round(priceCents * (1 + growthPercent / 100) ** yearsAhead);
    }
  }
  return graph;
}
