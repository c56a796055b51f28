import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userErrorMessage } from '../../../lib/errorMessage';
import { fetchNearestPincode } from '../../../lib/queries/places';
import { useBrowserFact } from '../../../lib/useBrowserFact';

/** Each browser's answer (a test may play another phone by swapping `navigator`). */
const geolocationOf = new WeakMap<Navigator, boolean>();
/**
 * Asked once per browser: React asks a browser fact on every render of the panel, the answer
 * never changes, and each look into `navigator` showed in a slowed-down profile of /service.
 */
function hasGeolocation(): boolean {
  if (typeof navigator === 'undefined') return false;
  let known = geolocationOf.get(navigator);
  if (known === undefined) geolocationOf.set(navigator, (known = 'geolocation' in navigator));
  return known;
}

type LocateState = { status: 'idle' | 'locating' } | { status: 'failed'; message: string };

/** The browser's position, once, as a promise; a cached fix of up to ten minutes is fine. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      maximumAge: 600_000,
      timeout: 15_000,
    }),
  );
}

/**
 * 'Use my location': asks the browser (only when the family taps the button) and turns the point
 * into the nearest PIN code, which then orders the list like a typed one.
 */
export function useLocatePincode(onFound: (pincode: string) => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<LocateState>({ status: 'idle' });
  // Every phone browser our families use has geolocation: the page rendered on the server shows
  // the button, so taking it over moves nothing (a rare browser without it loses the button).
  const supported = useBrowserFact(hasGeolocation, true);

  const locate = useCallback(async () => {
    setState({ status: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      const denied = (error as GeolocationPositionError | undefined)?.code === 1;
      setState({
        status: 'failed',
        message: denied ? t('catalog.near.denied') : t('catalog.near.unavailable'),
      });
      return;
    }
    try {
      const nearest = await fetchNearestPincode({
        lat: position.coords.latitude,
        lon: position.coords.longitude,
      });
      setState({ status: 'idle' });
      onFound(nearest.pincode);
    } catch (error) {
      setState({
        status: 'failed',
        message: userErrorMessage(error, t('catalog.near.unavailable')),
      });
    }
  }, [onFound, t]);

  return { supported, state, locate };
}
