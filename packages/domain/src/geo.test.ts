import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateLocation, type Geofence, haversineMetres, type LatLng } from './geo.js';

const p = (latitude: number, longitude: number): LatLng => ({ latitude, longitude });

/**
 * Published great-circle distances between airports (WGS-84 geodesic, as gcmap.com lists them in
 * statute miles, converted at 1.609344 km) and city centres. Haversine on a sphere stays within
 * 0.5 % of the ellipsoid.
 */
const KNOWN: Array<[string, LatLng, LatLng, number]> = [
  ['JFK–LAX (2475 mi)', p(40.6413, -73.7781), p(33.9416, -118.4085), 2475 * 1609.344],
  ['LHR–JFK (3451 mi)', p(51.47, -0.4543), p(40.6413, -73.7781), 3451 * 1609.344],
  ['SYD–MEL (438 mi)', p(-33.9399, 151.1753), p(-37.669, 144.841), 438 * 1609.344],
  ['London–Paris (344 km)', p(51.5074, -0.1278), p(48.8566, 2.3522), 344_000],
  ['one degree of latitude around 45° N (111.132 km)', p(44.5, 0), p(45.5, 0), 111_132],
];

describe('haversineMetres', () => {
  it.each(KNOWN)('%s within 0.5 %%', (_name, a, b, metres) => {
    expect(Math.abs(haversineMetres(a, b) - metres) / metres).toBeLessThan(0.005);
  });

  it('measures short distances: 0.001° of latitude is about 111 m', () => {
    expect(haversineMetres(p(33.37, -111.96), p(33.371, -111.96))).toBeCloseTo(111.2, 0);
  });

  const lat = fc.double({ min: -90, max: 90, noNaN: true });
  const lng = fc.double({ min: -180, max: 180, noNaN: true });
  const point = fc.record({ latitude: lat, longitude: lng });

  it('is zero from a point to itself', () => {
    fc.assert(fc.property(point, (a) => Math.abs(haversineMetres(a, a)) < 1e-6));
  });

  it('is symmetric and never negative nor more than half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineMetres(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1e-6);
        expect(Math.abs(d - haversineMetres(b, a))).toBeLessThan(1e-6);
      }),
    );
  });

  it('keeps the triangle inequality (within a millimetre of rounding)', () => {
    const triangle = fc.property(point, point, point, (a, b, c) => {
      expect(haversineMetres(a, c)).toBeLessThanOrEqual(haversineMetres(a, b) + haversineMetres(b, c) + 1e-3);
    });
    fc.assert(triangle);
    // this seed once found near-antipodal points where asin(√h) lost a few centimetres
    fc.assert(triangle, { seed: 203011086 });
  });

  it('keeps its precision at antipodal and near-antipodal points', () => {
    const halfCircumference = Math.PI * 6_371_008.8;
    expect(haversineMetres(p(10, 20), p(-10, -160))).toBeCloseTo(halfCircumference, 6);
    expect(haversineMetres(p(0, 0), p(0, 180))).toBeCloseTo(halfCircumference, 6);
    // a millimetre short of the antipode is a millimetre short of half the circumference
    const mm = 0.001 / 6_371_008.8 / (Math.PI / 180);
    expect(halfCircumference - haversineMetres(p(0, 0), p(0, 180 - mm))).toBeCloseTo(0.001, 6);
  });
});

const CENTRE: Geofence = { id: 1, name: 'Centre', latitude: 33.3703, longitude: -111.9633, radius_m: 150 };
/** A point `metres` north of the centre. */
const north = (metres: number) => ({ latitude: CENTRE.latitude + metres / 111_195.08, longitude: CENTRE.longitude });

describe('evaluateLocation', () => {
  it('no coordinates: no_location', () => {
    expect(evaluateLocation(null, [CENTRE], 200).status).toBe('no_location');
    expect(evaluateLocation({ latitude: null, longitude: null, accuracy: 5 }, [CENTRE], 200)).toEqual({
      status: 'no_location',
      distance_m: null,
      location: null,
    });
  });

  it('no geofence to judge against: no_geofence', () => {
    expect(evaluateLocation({ ...north(10), accuracy: 5 }, [], 200).status).toBe('no_geofence');
  });

  it('inside, at the edge, and outside with the benefit of the doubt', () => {
    expect(evaluateLocation({ ...north(20), accuracy: 10 }, [CENTRE], 200)).toMatchObject({
      status: 'inside',
      distance_m: 20,
      location: { id: 1 },
    });
    expect(evaluateLocation({ ...north(149.5), accuracy: 0 }, [CENTRE], 200).status).toBe('inside');
    expect(evaluateLocation({ ...north(150.5), accuracy: 0 }, [CENTRE], 200).status).toBe('outside');
    // 250 m away but the fix is only good to 120 m: the circle reaches the fence
    expect(evaluateLocation({ ...north(250), accuracy: 120 }, [CENTRE], 200).status).toBe('inside');
    expect(evaluateLocation({ ...north(400), accuracy: 120 }, [CENTRE], 200)).toMatchObject({
      status: 'outside',
      distance_m: 400,
    });
  });

  it('a fix worse than the limit is low_accuracy wherever it is; unknown accuracy counts as 0', () => {
    expect(evaluateLocation({ ...north(10), accuracy: 201 }, [CENTRE], 200).status).toBe('low_accuracy');
    expect(evaluateLocation({ ...north(10), accuracy: 200 }, [CENTRE], 200).status).toBe('inside');
    expect(evaluateLocation({ ...north(160), accuracy: null }, [CENTRE], 200).status).toBe('outside');
  });

  it('judges against the most favourable geofence', () => {
    const far: Geofence = { ...CENTRE, id: 2, name: 'Far', latitude: CENTRE.latitude + 0.1 };
    const result = evaluateLocation({ ...north(30), accuracy: 5 }, [far, CENTRE], 200);
    expect(result).toMatchObject({ status: 'inside', location: { id: 1 } });
  });

  it('property: at the edge, distance − accuracy > radius decides (one-metre margins)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 2000 }),
        fc.integer({ min: 0, max: 199 }),
        fc.integer({ min: 2, max: 5000 }),
        (radius, accuracy, beyond) => {
          const fence = { ...CENTRE, radius_m: radius };
          const limit = 200;
          const within = evaluateLocation({ ...north(radius + accuracy - 1), accuracy }, [fence], limit);
          const out = evaluateLocation({ ...north(radius + accuracy + beyond), accuracy }, [fence], limit);
          expect(within.status).toBe('inside');
          expect(out.status).toBe('outside');
          expect(out.distance_m).toBeGreaterThan(radius);
        },
      ),
    );
  });

  it('property: adding a geofence never turns inside into outside', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.05, max: 0.05, noNaN: true }),
        fc.double({ min: -0.05, max: 0.05, noNaN: true }),
        fc.integer({ min: 0, max: 150 }),
        (dLat, dLng, accuracy) => {
          const fix = { latitude: CENTRE.latitude + dLat, longitude: CENTRE.longitude + dLng, accuracy };
          const other: Geofence = { ...CENTRE, id: 3, latitude: CENTRE.latitude + 0.02 };
          const one = evaluateLocation(fix, [CENTRE], 200).status;
          const two = evaluateLocation(fix, [CENTRE, other], 200).status;
          if (one === 'inside') expect(two).toBe('inside');
        },
      ),
    );
  });
});
