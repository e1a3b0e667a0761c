/**
 * Stand-ins for src/pages/dashboard/charts in the dashboard tests: the charts draw on a canvas
 * jsdom does not have, so each lists the data it was given. Everything else (the call, the data
 * logic, the states) is real. Use: `vi.mock('../../src/pages/dashboard/charts', () =>
 * import('./fake-charts'))`.
 */
const fake =
  (name: string) =>
  ({ data }: { data: Record<string, unknown>[] }) => (
    <ul data-testid={name}>
      {data.map((d, i) => (
        <li key={i}>{Object.values(d).join(' | ')}</li>
      ))}
    </ul>
  );

export const RevenueChart = fake('RevenueChart');
export const TicketsSoldChart = fake('TicketsSoldChart');
export const StatusChart = fake('StatusChart');
export const BestSellersChart = fake('BestSellersChart');
