import { describe, expect, it } from 'vitest';
import { routeKm } from './route-length.js';

describe('routeKm', () => {
  it('sums the great-circle legs in order', () => {
    // Almaty → Astana is about 970 km as the crow flies; via Karaganda the legs add up.
    const almaty = { lat: 43.2567, lng: 76.9286 };
    const karaganda = { lat: 49.8047, lng: 73.1094 };
    const astana = { lat: 51.1282, lng: 71.4306 };
    const direct = routeKm([almaty, astana]) ?? 0;
    expect(direct).toBeGreaterThan(960);
    expect(direct).toBeLessThan(980);
    const viaKaraganda = routeKm([almaty, karaganda, astana]) ?? 0;
    expect(viaKaraganda).toBeCloseTo(
      (routeKm([almaty, karaganda]) ?? 0) + (routeKm([karaganda, astana]) ?? 0),
      6,
    );
    expect(viaKaraganda).toBeGreaterThan(direct);
  });

  it('knows no length without every coordinate or with one point', () => {
    expect(
      routeKm([
        { lat: 43.2, lng: 76.9 },
        { lat: null, lng: 71.4 },
      ]),
    ).toBeNull();
    expect(routeKm([{ lat: 43.2, lng: 76.9 }])).toBeNull();
  });
});
