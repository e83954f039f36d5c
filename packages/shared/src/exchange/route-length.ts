/**
 * A route's great-circle length (haversine on a 6,371 km Earth) along its points in order, as
 * the analytics facts and the price hint's per-km figures measure it (migration 0012): null
 * when a point has no coordinates, since a guess would skew a per-km price.
 */
export interface RoutePosition {
  lat?: number | null;
  lng?: number | null;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function routeKm(points: readonly RoutePosition[]): number | null {
  if (points.length < 2) return null;
  let km = 0;
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1];
    const to = points[index];
    if (from?.lat == null || from.lng == null || to?.lat == null || to.lng == null) return null;
    const a =
      Math.sin(radians(to.lat - from.lat) / 2) ** 2 +
      Math.cos(radians(from.lat)) *
        Math.cos(radians(to.lat)) *
        Math.sin(radians(to.lng - from.lng) / 2) ** 2;
    km += 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
  }
  return km;
}
