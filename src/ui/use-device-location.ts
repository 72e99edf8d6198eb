import { useCallback, useEffect, useState } from 'react';
import type { LatLon } from '../domain/geo';

/** Spec 3 section 9: 'Geolocation: high accuracy, timeout 20 s, max age 1 s.' */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 1_000 };

/**
 * Where the device is: `locating` until the first fix, then `located` (following the device as it
 * moves), or why not: `unsupported` (no navigator.geolocation: 'Geolocation is not supported'),
 * `denied` (the person or the browser refused), `unavailable` (no fix), `timeout` (none in 20 s).
 */
export type DeviceLocation =
  | { status: 'locating' }
  | { status: 'located'; position: LatLon; accuracy: number }
  | { status: 'unsupported' | 'denied' | 'unavailable' | 'timeout' };

function failureOf(error: GeolocationPositionError): DeviceLocation {
  if (error.code === error.PERMISSION_DENIED) return { status: 'denied' };
  if (error.code === error.TIMEOUT) return { status: 'timeout' };
  return { status: 'unavailable' };
}

/**
 * The device's location while the screen is open (watchPosition with the spec's options; the
 * browser asks the person the first time). `retry` asks again after a failure. Only when `enabled`.
 */
export function useDeviceLocation(enabled = true): { location: DeviceLocation; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [location, setLocation] = useState<DeviceLocation>(() =>
    typeof navigator !== 'undefined' && 'geolocation' in navigator ? { status: 'locating' } : { status: 'unsupported' },
  );
  useEffect(() => {
    if (!enabled || attempt < 0) return;
    if (!('geolocation' in navigator)) {
      setLocation({ status: 'unsupported' });
      return;
    }
    const id = navigator.geolocation.watchPosition(
      (p) => setLocation({ status: 'located', position: { latitude: p.coords.latitude, longitude: p.coords.longitude }, accuracy: p.coords.accuracy }),
      (error) => setLocation((current) => (current.status === 'located' && error.code !== error.PERMISSION_DENIED ? current : failureOf(error))),
      GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [enabled, attempt]);
  const retry = useCallback(() => {
    setLocation({ status: 'locating' });
    setAttempt((n) => n + 1);
  }, []);
  return { location, retry };
}
