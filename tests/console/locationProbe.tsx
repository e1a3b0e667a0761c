import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The router's current path and query, as the last render of <LocationProbe /> saw it. */
export const seen = { location: '' };

/** Put inside a test's router: keeps `seen.location` up to date. */
export function LocationProbe() {
  const loc = useLocation();
  useEffect(() => {
    seen.location = `${loc.pathname}${loc.search}`;
  });
  return null;
}
