import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paramsWithPeriod, periodFromParams, type Period } from './period';

/** The dashboard's period in the URL (`?from=&to=`), and a setter that keeps other parameters. */
export function usePeriod(): [Period | null, (period: Period | null) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  // Rebuilt only when the period changes, so the picker and the query keep their values.
  const period = useMemo(
    () => periodFromParams(new URLSearchParams(from && to ? { from, to } : {})),
    [from, to],
  );
  const setPeriod = useCallback(
    (next: Period | null) => setParams((current) => paramsWithPeriod(current, next)),
    [setParams],
  );
  return [period, setPeriod];
}
